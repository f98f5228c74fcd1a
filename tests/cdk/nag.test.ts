import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, Stack, Validations } from 'aws-cdk-lib';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import cdkNag from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { describe, expect, it } from 'vitest';
import { fakeWebDist, synthApp } from './support/synth.ts';

const { AwsSolutionsChecks } = cdkNag;

/**
 * The app as `cdk synth` builds it: cdk-nag registered as a validation plugin, so an
 * unacknowledged error would make synthesis throw here. (CDK's CloudFormation template
 * rules, also part of `cdk synth`, are left to `npm run synth`: they cost seconds.)
 */
const { app, stacks } = synthApp({ webDist: fakeWebDist(), context: { nag: true } });
const all: Stack[] = [stacks.gateway, stacks.web, stacks.data, stacks.pipeline, stacks.api];

/** Runs the pack on a stack and records which acknowledgements silenced which findings. */
const runNag = (stack: Stack) => {
  const pack = new AwsSolutionsChecks(undefined, { verbose: true });
  const used: Array<{ path: string; id: string }> = [];
  const internals = pack as unknown as { isAcknowledged: (node: IConstruct, id: string) => boolean };
  const original = internals.isAcknowledged.bind(pack);
  internals.isAcknowledged = (node, id) => {
    const hit = original(node, id);
    if (hit) used.push({ path: node.node.path, id });
    return hit;
  };
  return { report: pack.validateScope(stack), used };
};

// What `npm run deploy:localstack` synthesizes must pass too, or the plugin would stop it.
const local = synthApp({ webDist: fakeWebDist(), context: { localstack: true, stage: 'local' } }).stacks;
const allLocal: Stack[] = [local.gateway, local.web, local.data, local.pipeline, local.api];

const results = new Map([...all, ...allLocal].map((s) => [s, runNag(s)]));

/** Every acknowledgement recorded with Validations.of(x).acknowledge(), with where it sits. */
const acknowledgements = (stack: Stack) =>
  stack.node.findAll().flatMap((c) =>
    c.node.metadata
      .filter((m) => m.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((m) =>
        Object.entries(m.data as Record<string, string>).map(([id, reason]) => ({
          path: c.node.path,
          id: id.replace(/^annotation::/i, ''),
          reason,
        })),
      ),
  );

describe.each([...all, ...allLocal].map((s) => [s.stackName, s] as const))(
  'cdk-nag AwsSolutions: %s',
  (_, stack) => {
    it('has no unacknowledged findings, errors or warnings', () => {
      const { report } = results.get(stack)!;
      const findings = report.violations.flatMap((v) =>
        v.violatingResources.map(
          (r) => `${v.severity} ${v.ruleName} at ${r.constructPath}: ${v.description}`,
        ),
      );
      expect(findings).toEqual([]);
    });

    it('acknowledges with a reason, and only what actually fires', () => {
      const { used } = results.get(stack)!;
      for (const ack of acknowledgements(stack).filter((a) => a.id.startsWith('AwsSolutions-'))) {
        expect(ack.reason.length, `${ack.id} at ${ack.path} needs a reason`).toBeGreaterThan(30);
        const silenced = used.some(
          (u) => u.id === ack.id && (u.path === ack.path || u.path.startsWith(`${ack.path}/`)),
        );
        expect(silenced, `${ack.id} at ${ack.path} silences nothing: remove it`).toBe(true);
      }
    });

    it('has no error annotations', () => {
      expect(Annotations.fromStack(stack).findError('*', Match.anyValue())).toEqual([]);
      expect(Annotations.fromStack(stack).findError('*', Match.stringLikeRegexp('AwsSolutions-.*'))).toEqual(
        [],
      );
    });
  },
);

describe('cdk-nag wiring', () => {
  it('runs as a synthesis plugin in the app', () => {
    const plugins = (app as unknown as { _validationPlugins: Array<{ name: string }> })._validationPlugins;
    expect(plugins.map((p) => p.name)).toContain('AwsSolutions');
  });

  it('makes synthesis fail on an unacknowledged error', () => {
    const bad = new App({
      outdir: mkdtempSync(path.join(tmpdir(), 'bp-nag-')),
      builtinCloudFormationValidation: false,
    });
    Validations.of(bad).addPlugins(new AwsSolutionsChecks(bad));
    new Bucket(new Stack(bad, 'Bad'), 'Unlogged');
    expect(() => bad.synth()).toThrow(/AwsSolutions-S1/);
  });
});
