import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BatchPathApp, buildApp } from '@bp/infra/lib/build-app.ts';
import { fromRoot } from '@bp/infra/lib/paths.ts';
import { App, type Stack, Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';

/** The context of cdk.json (feature flags and app settings), as the CLI would pass it. */
export const cdkJsonContext = (): Record<string, unknown> =>
  (JSON.parse(readFileSync(fromRoot('cdk.json'), 'utf8')) as { context: Record<string, unknown> }).context;

export interface SynthOptions {
  /** Overrides on top of cdk.json's context. */
  context?: Record<string, unknown>;
  /** A built SPA; default none (the web stack then skips its deployment). */
  webDist?: string;
  /** CDK's built-in CloudFormation template validation (slow: a few seconds). */
  cfnValidation?: boolean;
}

export interface Synthesized {
  app: App;
  stacks: BatchPathApp;
  assembly: CloudAssembly;
  template: (stack: Stack) => Template;
}

/**
 * Builds and synthesizes the whole app once (cross-stack references need every stack),
 * without bundling: `aws:cdk:bundling-stacks: []` stages the functions unbundled.
 */
export const synthApp = (options: SynthOptions = {}): Synthesized => {
  const app = new App({
    context: { ...cdkJsonContext(), nag: false, 'aws:cdk:bundling-stacks': [], ...options.context },
    outdir: mkdtempSync(path.join(tmpdir(), 'bp-cdk-')),
    builtinCloudFormationValidation: options.cfnValidation ?? false,
  });
  const stacks = buildApp(app, { webDist: options.webDist ?? null });
  if (!options.webDist) {
    Validations.of(stacks.web).acknowledge({
      id: 'batchpath:web-dist-missing',
      reason: 'Tests synthesize without a web build.',
    });
  }
  const assembly = app.synth();
  const templates = new Map<string, Template>();
  const template = (stack: Stack): Template => {
    let t = templates.get(stack.artifactId);
    if (!t) {
      t = Template.fromJSON(assembly.getStackArtifact(stack.artifactId).template as Record<string, unknown>);
      templates.set(stack.artifactId, t);
    }
    return t;
  };
  return { app, stacks, assembly, template };
};

/** A minimal Vite-shaped build: index.html, a hashed asset, a public file. */
export const fakeWebDist = (): string => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bp-web-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><script type="module" src="/assets/index-abc123.js"></script>',
  );
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("app");');
  writeFileSync(path.join(dir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
};

type Resources = Record<string, { Type: string; Properties?: Record<string, unknown> }>;

/** Resources of a type, keyed by logical id. */
export const resourcesOf = (template: Template, type: string): Resources =>
  template.findResources(type) as Resources;

/** The one resource of a type whose properties match, with its logical id. */
export const onlyResource = (
  template: Template,
  type: string,
  props: Record<string, unknown> = {},
): { id: string; properties: Record<string, unknown> } => {
  const found = Object.entries(
    template.findResources(type, props ? { Properties: props } : undefined) as Resources,
  );
  if (found.length !== 1) throw new Error(`Expected one ${type}, found ${found.length}`);
  const [id, resource] = found[0] as [string, Resources[string]];
  return { id, properties: resource.Properties ?? {} };
};

/** The function (AWS::Lambda::Function) whose description names the given handler module. */
export const functionFor = (
  template: Template,
  entry: string,
): { id: string; properties: Record<string, unknown> } => {
  const all = Object.entries(resourcesOf(template, 'AWS::Lambda::Function')).filter(([, r]) =>
    String(r.Properties?.Description ?? '').includes(`(${entry})`),
  );
  if (all.length !== 1) throw new Error(`Expected one function for ${entry}, found ${all.length}`);
  const [id, resource] = all[0] as [string, Resources[string]];
  return { id, properties: resource.Properties ?? {} };
};

/** All statements of the IAM policies attached to a role (inline default policy and managed policies of this stack). */
export const statementsOfRole = (
  template: Template,
  roleLogicalId: string,
): Array<Record<string, unknown>> => {
  const policies = resourcesOf(template, 'AWS::IAM::Policy');
  return Object.values(policies)
    .filter((p) => JSON.stringify(p.Properties?.Roles ?? []).includes(`"${roleLogicalId}"`))
    .flatMap(
      (p) => (p.Properties?.PolicyDocument as { Statement: Array<Record<string, unknown>> }).Statement,
    );
};
