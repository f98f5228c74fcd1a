import { afterEach, describe, expect, it, vi } from 'vitest';
import { countDbCall, parseDbCalls, summarizeDbCalls, withDbCallCount } from './db-calls.ts';

const call = (command: string, start: number, end: number, items = 0) => ({ command, start, end, items });

describe('summarizeDbCalls', () => {
  it('counts by command and the serial waits: overlapping calls are one wait', () => {
    const summary = summarizeDbCalls([
      call('GetItem', 0, 10, 1),
      call('Query', 2, 12, 40), // beside the GetItem
      call('BatchGetItem', 12, 20, 3), // after both: a new wait
      call('GetItem', 25, 30),
    ]);
    expect(summary).toBe('BatchGetItem=1 GetItem=2 Query=1; serial=3; items=44');
    expect(parseDbCalls(summary)).toEqual({
      byCommand: { BatchGetItem: 1, GetItem: 2, Query: 1 },
      total: 4,
      serial: 3,
      items: 44,
    });
  });

  it('says no calls as none', () => {
    expect(summarizeDbCalls([])).toBe('; serial=0; items=0');
    expect(parseDbCalls('; serial=0')).toEqual({ byCommand: {}, total: 0, serial: 0, items: 0 });
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
        await countDbCall(
          'GetItemCommand',
          () => new Promise<{ found: number }>((r) => setTimeout(() => r({ found: 2 }), 2)),
          (answer) => answer.found,
        );
      return { statusCode: 200, headers: { a: 'b' } as Record<string, string> };
    });
    const [one, three] = await Promise.all([handler(1, {}), handler(3, {})]);
    expect(one.headers).toEqual({ a: 'b', 'x-local-db-calls': 'GetItem=1; serial=1; items=2' });
    expect(three.headers['x-local-db-calls']).toBe('GetItem=3; serial=3; items=6');
  });
});
