import { AUTHORIZER_ENTRY, areaEntry } from '@bp/infra/lib/api/function-entries.ts';
import { TRACE_EXPORT_ENTRY } from '@bp/infra/lib/jobs/job-entries.ts';
import { functionPolicies } from '@bp/infra/local/iam/template-policies.ts';
import type { Area } from '@bp/shared/api/route-def.ts';
import { routes } from '@bp/shared/api/routes/index.ts';
import { describe, expect, it } from 'vitest';
import { awsCallsOf } from './support/aws-calls.ts';
import { synthApp } from './support/synth.ts';

/**
 * Least privilege per route area, checked against the code: the actions each function's
 * synthesized policy grants (its own statements and the managed policies of other stacks) are
 * exactly the actions of the AWS SDK commands its handler's code imports. A grant nobody calls
 * fails, and so does a call without a grant. DynamoDB item access is a level (read or
 * read-write) used through one shared kit whose modules every area reaches, so the code's
 * imports cannot tell the level: it is checked at run time, where the local cloud refuses an
 * item call the policy does not allow (docs/architecture.md, "As strict as AWS").
 */
const { assembly } = synthApp();
const policies = functionPolicies(
  assembly.stacks.map((s) => ({ name: s.stackName, template: s.template as never })),
  { region: 'us-east-1', tableName: 'table', bucketName: 'bucket' },
);
const areas = [...new Set(routes.map((r) => r.area))] as Area[];

const ITEM_ACTION =
  /^dynamodb:(GetItem|BatchGetItem|Query|ConditionCheckItem|PutItem|UpdateItem|DeleteItem|BatchWriteItem|Scan)$/;

const grantsOf = (entry: string) => {
  const policy = policies.find((p) => p.entry === entry);
  if (!policy) throw new Error(`no function for ${entry}`);
  const actions = policy.statements.flatMap((s) => [s.Action ?? []].flat());
  return {
    other: [...new Set(actions.filter((a) => !a.startsWith('logs:') && !ITEM_ACTION.test(a)))].sort(),
    items: actions.filter((a) => ITEM_ACTION.test(a)),
  };
};

describe('each function is granted exactly what its code calls', () => {
  for (const [name, entry] of [
    ['authorizer', AUTHORIZER_ENTRY],
    ['export worker', TRACE_EXPORT_ENTRY],
    ...areas.map((area) => [area, areaEntry(area)] as const),
  ] as const) {
    it(`${name}`, () => {
      const calls = awsCallsOf(entry);
      expect(calls.unknown, 'SDK commands this check cannot map yet').toEqual([]);
      const granted = grantsOf(entry);
      expect(granted.other, `${entry}: granted vs called`).toEqual(calls.actions);
      // One way only: the shared kit's module graph reaches item commands from every area.
      if (granted.items.length > 0) expect(calls.tableItems, `${entry}: table items`).toBe(true);
      expect(granted.items).not.toContain('dynamodb:Scan');
    });
  }

  it('sees what a handler imports: a module with S3 calls shows up with its actions', () => {
    expect(awsCallsOf('functions/src/adapters/s3/upload-store.ts')).toEqual({
      actions: ['s3:PutObject'],
      tableItems: false,
      unknown: [],
    });
    expect(awsCallsOf('functions/src/adapters/s3/bucket-status.ts').actions).toEqual(['s3:ListBucket']);
  });
});
