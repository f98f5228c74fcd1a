import { afterEach, describe, expect, it, vi } from 'vitest';
import { countDbCall, parseDbCalls, summarizeDbCalls, withDbCallCount } from './db-calls.ts';

const call = (command: string, start: number, end: number) => ({ command, start, end });

describe('summarizeDbCalls', () => {
  it('counts by command and the serial waits: overlapping calls are one wait', () => {
    const summary = summarizeDbCalls([
      call('GetItem', 0, 10),
      call('Query', 2, 12), // beside the GetItem
      call('BatchGetItem', 12, 20), // after both: a new wait
      call('GetItem', 25, 30),
    ]);
    expect(summary).toBe('BatchGetItem=1 GetItem=2 Query=1; serial=3');
    expect(parseDbCalls(summary)).toEqual({
      byCommand: { BatchGetItem: 1, GetItem: 2, Query: 1 },
      total: 4,
      serial: 3,
      items: 0,
      conflicts: 0,
      refused: 0,
      refusedAs: [],
    });
  });

  it('says no calls as none', () => {
    expect(summarizeDbCalls([])).toBe('; serial=0');
    expect(parseDbCalls('; serial=0')).toEqual({
      byCommand: {},
      total: 0,
      serial: 0,
      items: 0,
      conflicts: 0,
      refused: 0,
      refusedAs: [],
    });
  });

  it('adds the calls that lost a race and those refused, only when there are some', () => {
    const summary = summarizeDbCalls([
      { ...call('TransactWriteItems', 0, 5), failed: 'conflict' as const },
      { ...call('TransactWriteItems', 9, 12), failed: 'conflict' as const },
      { ...call('PutItem', 13, 14), failed: 'refused' as const, error: 'ConditionalCheckFailedException' },
      call('TransactWriteItems', 20, 25),
    ]);
    expect(summary).toBe(
      'PutItem=1 TransactWriteItems=3; serial=4; conflicts=2; refused=1; refusedAs=PutItem:ConditionalCheckFailedException',
    );
    expect(parseDbCalls(summary)).toMatchObject({
      total: 4,
      serial: 4,
      conflicts: 2,
      refused: 1,
      refusedAs: ['PutItem:ConditionalCheckFailedException'],
    });
  });

  it('adds the items the calls read, when they read some', () => {
    const summary = summarizeDbCalls([
      { ...call('GetItem', 0, 10), items: 1 },
      { ...call('Query', 2, 12), items: 40 },
      { ...call('TransactWriteItems', 13, 14), failed: 'conflict' as const },
    ]);
    expect(summary).toBe('GetItem=1 Query=1 TransactWriteItems=1; serial=2; items=41; conflicts=1');
    expect(parseDbCalls(summary)).toMatchObject({ total: 3, serial: 2, items: 41, conflicts: 1 });
  });
});

describe('withDbCallCount', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('leaves the handler as it is unless LOCAL_DB_CALLS=1', () => {
    const handler = async () => ({ statusCode: 200, headers: {} });
    expect(withDbCallCount(handler)).toBe(handler);
  });

  it("answers each invocation's own calls, however many run at once", async () => {
    vi.stubEnv('LOCAL_DB_CALLS', '1');
    const handler = withDbCallCount(async (n: number) => {
      for (let i = 0; i < n; i++)
        await countDbCall('GetItemCommand', () => new Promise((r) => setTimeout(r, 2)));
      return { statusCode: 200, headers: { a: 'b' } as Record<string, string> };
    });
    const [one, three] = await Promise.all([handler(1, {}), handler(3, {})]);
    expect(one.headers).toEqual({ a: 'b', 'x-local-db-calls': 'GetItem=1; serial=1' });
    expect(three.headers['x-local-db-calls']).toBe('GetItem=3; serial=3');
  });

  it('counts the items an answer read, as its adapter says', async () => {
    vi.stubEnv('LOCAL_DB_CALLS', '1');
    const handler = withDbCallCount(async () => {
      await countDbCall(
        'QueryCommand',
        async () => ({ found: 7 }),
        undefined,
        (answer) => answer.found,
      );
      return { statusCode: 200, headers: {} as Record<string, string> };
    });
    expect((await handler(0, {})).headers['x-local-db-calls']).toBe('Query=1; serial=1; items=7');
  });

  it('counts a call that threw, as its adapter says it failed, and still throws', async () => {
    vi.stubEnv('LOCAL_DB_CALLS', '1');
    const lost = Object.assign(new Error('held'), { name: 'TransactionCanceledException' });
    const handler = withDbCallCount(async () => {
      await countDbCall(
        'TransactWriteItemsCommand',
        () => Promise.reject(lost),
        () => 'conflict',
      ).catch(() => 0);
      await expect(
        countDbCall('GetItemCommand', () => Promise.reject(new Error('timed out'))),
      ).rejects.toThrow('timed out');
      return { statusCode: 200, headers: {} as Record<string, string> };
    });
    expect((await handler(undefined, {})).headers['x-local-db-calls']).toBe(
      'GetItem=1 TransactWriteItems=1; serial=2; conflicts=1; refused=1; refusedAs=GetItem:Error',
    );
  });
});
