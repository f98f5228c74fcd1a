import { describe, expect, it } from 'vitest';
import { createAuthorizer } from './authorize.ts';
import { ADMIN, type LocalFunction } from './function-identity.ts';
import type { FunctionPolicy } from './template-policies.ts';

/**
 * The local IAM decisions are cached per function, action and resource: these make sure a cached
 * decision never answers for another action, resource, function or policy, and that a grant taken
 * away after an allowed call is refused at once.
 */
const TABLE = 'arn:aws:dynamodb:us-east-1:000000000000:table/batchpath-local';
const OTHER_TABLE = 'arn:aws:dynamodb:us-east-1:000000000000:table/someone-else';
const inventory: LocalFunction = { name: 'api-inventory', entry: 'functions/src/http/inventory/index.ts' };
const trace: LocalFunction = { name: 'api-trace', entry: 'functions/src/http/trace/index.ts' };

const policies: FunctionPolicy[] = [
  {
    entry: inventory.entry,
    statements: [
      {
        Effect: 'Allow',
        Action: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:PutItem'],
        Resource: TABLE,
      },
      { Effect: 'Deny', Action: 'dynamodb:PutItem', Resource: `${TABLE}/index/*` },
    ],
  },
  { entry: trace.entry, statements: [{ Effect: 'Allow', Action: 'dynamodb:Query', Resource: TABLE }] },
];

const get = { action: 'dynamodb:GetItem', resource: TABLE };

describe('the local IAM authorizer and its decision cache', () => {
  it('after an allowed call, refuses another action, another resource and another function', async () => {
    const iam = createAuthorizer(policies);
    expect(await iam.check(inventory, [get])).toBeNull();
    expect(await iam.check(inventory, [get])).toBeNull();

    const denied = await iam.check(inventory, [get, { action: 'dynamodb:DeleteItem', resource: TABLE }]);
    expect(denied?.request.action).toBe('dynamodb:DeleteItem');
    expect(denied?.message).toMatch(
      /assumed-role\/api-inventory\/api-inventory is not authorized to perform: dynamodb:DeleteItem on resource: .*table\/batchpath-local/,
    );
    expect((await iam.check(inventory, [{ ...get, resource: OTHER_TABLE }]))?.request.resource).toBe(
      OTHER_TABLE,
    );
    // The same action on the same table, for a function whose policy does not grant it.
    expect((await iam.check(trace, [get]))?.fn).toBe(trace);
    expect(await iam.allows(trace, get)).toBe(false);
    expect(await iam.allows(inventory, get)).toBe(true);
  });

  it('an explicit deny wins over an allow of the same action cached on another resource', async () => {
    const iam = createAuthorizer(policies);
    expect(await iam.check(inventory, [{ action: 'dynamodb:PutItem', resource: TABLE }])).toBeNull();
    const onIndex = { action: 'dynamodb:PutItem', resource: `${TABLE}/index/gsi1` };
    expect((await iam.check(inventory, [onIndex]))?.request).toEqual(onIndex);
  });

  it('a grant taken away after an allowed call is refused at once, and allowed again once restored', async () => {
    const iam = createAuthorizer(policies);
    expect(await iam.check(inventory, [get])).toBeNull();
    iam.revoke(inventory.name, ['dynamodb:GetItem']);
    expect((await iam.check(inventory, [get]))?.request).toEqual(get);
    expect(await iam.allows(inventory, get)).toBe(false);
    // Only that action of that function.
    expect(await iam.check(inventory, [{ action: 'dynamodb:Query', resource: TABLE }])).toBeNull();
    iam.restore();
    expect(await iam.check(inventory, [get])).toBeNull();
  });

  it('decisions are not shared between policies: another policy set decides afresh', async () => {
    expect(await createAuthorizer(policies).check(inventory, [get])).toBeNull();
    const withoutGet: FunctionPolicy[] = [
      {
        entry: inventory.entry,
        statements: [{ Effect: 'Allow', Action: 'dynamodb:Query', Resource: TABLE }],
      },
    ];
    expect((await createAuthorizer(withoutGet).check(inventory, [get]))?.request).toEqual(get);
  });

  it('a function without a policy is refused; the developer key is not restricted', async () => {
    const iam = createAuthorizer(policies);
    const stranger: LocalFunction = { name: 'api-unknown', entry: 'functions/src/http/unknown/index.ts' };
    expect((await iam.check(stranger, [get]))?.fn).toBe(stranger);
    expect(await iam.check(ADMIN, [{ action: 'dynamodb:DeleteTable', resource: TABLE }])).toBeNull();
  });
});
