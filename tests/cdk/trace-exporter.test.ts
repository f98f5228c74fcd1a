import { TRACE_EXPORT_ENTRY } from '@bp/infra/lib/jobs/job-entries.ts';
import { functionPolicies, type PolicyStatement } from '@bp/infra/local/iam/template-policies.ts';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { functionFor, onlyResource, synthApp } from './support/synth.ts';

/**
 * The asynchronous FSMA 204 export worker (infra/lib/constructs/trace-exporter.ts): started by
 * the creation of an export request object, with a role that reads the table, updates items and
 * writes under exports/ only.
 */
const { stacks, assembly, template } = synthApp();
const api = template(stacks.api);
const worker = functionFor(api, TRACE_EXPORT_ENTRY);

const policy = functionPolicies(
  assembly.stacks.map((s) => ({ name: s.stackName, template: s.template as never })),
  { region: 'us-east-1', tableName: 'table', bucketName: 'bucket' },
).find((p) => p.entry === TRACE_EXPORT_ENTRY);
const list = (v: string | string[] | undefined) => [v ?? []].flat();
const allowed = (action: string): PolicyStatement[] =>
  (policy?.statements ?? []).filter((s) => s.Effect === 'Allow' && list(s.Action).includes(action));
const resourcesFor = (action: string) => allowed(action).flatMap((s) => list(s.Resource));

describe('trace exporter', () => {
  it('runs up to 15 minutes, once per request (no async retries: a second attempt finds the export claimed)', () => {
    expect(worker.properties).toMatchObject({ Timeout: 900, MemorySize: 1024, Runtime: 'nodejs22.x' });
    api.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: worker.id },
      MaximumRetryAttempts: 0,
    });
  });

  it("is invoked by an EventBridge rule on the documents bucket's export request objects only", () => {
    const rule = onlyResource(api, 'AWS::Events::Rule', {
      EventPattern: Match.objectLike({ 'detail-type': ['Object Created'] }),
    });
    expect(rule.properties.EventPattern).toMatchObject({
      source: ['aws.s3'],
      'detail-type': ['Object Created'],
      detail: {
        bucket: { name: [expect.anything()] },
        object: { key: [{ wildcard: 'exports/*/request.json' }] },
      },
    });
    expect(JSON.stringify(rule.properties.Targets)).toContain(worker.id);
    api.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      FunctionName: { 'Fn::GetAtt': [worker.id, 'Arn'] },
      Principal: 'events.amazonaws.com',
    });
  });

  it('may write objects under exports/ only, and never list, read uploads or delete', () => {
    expect(policy).toBeDefined();
    for (const action of ['s3:PutObject', 's3:AbortMultipartUpload', 's3:GetObject'])
      expect(resourcesFor(action), action).toEqual(['arn:aws:s3:::bucket/exports/*']);
    const s3Actions = (policy?.statements ?? [])
      .flatMap((s) => list(s.Action))
      .filter((a) => a.startsWith('s3:'));
    expect([...new Set(s3Actions)].sort()).toEqual([
      's3:AbortMultipartUpload',
      's3:GetObject',
      's3:PutObject',
    ]);
  });

  it('reads the table and updates its items; never puts, deletes or scans', () => {
    const actions = new Set((policy?.statements ?? []).flatMap((s) => list(s.Action)));
    for (const a of ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:UpdateItem'])
      expect(actions.has(a), a).toBe(true);
    for (const a of ['dynamodb:PutItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem', 'dynamodb:Scan'])
      expect(actions.has(a), a).toBe(false);
    for (const action of ['dynamodb:UpdateItem', 'dynamodb:GetItem'])
      expect(
        resourcesFor(action).every((r) => r.endsWith(':table/table')),
        action,
      ).toBe(true);
    expect(JSON.stringify(policy?.statements)).not.toMatch(/"\*"|index\/\*/);
  });
});
