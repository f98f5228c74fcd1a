import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * A count of the DynamoDB calls one invocation makes (issue 23: the calls per request are what a
 * request costs, locally and on AWS). Only when LOCAL_DB_CALLS=1 (the local cloud's tests and
 * benches; never set in AWS): the client counts each call (adapters/dynamodb/kit/call-count.ts)
 * into the invocation's own list, and the area handler answers the summary in DB_CALLS_HEADER.
 * AsyncLocalStorage keeps the lists of invocations running at once in one process apart.
 */
export const DB_CALLS_HEADER = 'x-local-db-calls';

export const dbCallsCounted = (): boolean => process.env.LOCAL_DB_CALLS === '1';

/**
 * How a call that threw ended: `conflict`, a transaction another one held an item of (the caller
 * retries it after a backoff: contention); `refused`, any other error (a condition that failed,
 * a timeout). Told apart by the adapter that knows DynamoDB's errors.
 */
export type CallFailure = 'conflict' | 'refused';

interface Call {
  command: string;
  start: number;
  end: number;
  failed?: CallFailure;
  /** A refused call's error name (`ConditionalCheckFailedException`): what refused it. */
  error?: string;
  /** Items the call read (what DynamoDB evaluated: a Query's ScannedCount), 0 for writes. */
  items?: number;
}

const invocation = new AsyncLocalStorage<Call[]>();

/**
 * Sends one call, timed into the running invocation's list (if one is counting), with how it
 * failed and, by `itemsOf`, how many items its answer read (a request reading a growing
 * partition shows there, not in its count of calls).
 */
export const countDbCall = async <T>(
  command: string,
  send: () => Promise<T>,
  failureOf: (error: unknown) => CallFailure = () => 'refused',
  itemsOf?: (answer: T) => number,
): Promise<T> => {
  const calls = invocation.getStore();
  if (!calls) return send();
  const call: Call = { command: command.replace(/Command$/, ''), start: performance.now(), end: 0 };
  try {
    const answer = await send();
    call.items = itemsOf?.(answer) ?? 0;
    return answer;
  } catch (error) {
    call.failed = failureOf(error);
    if (call.failed === 'refused') call.error = (error as { name?: string } | null)?.name ?? 'Error';
    throw error;
  } finally {
    call.end = performance.now();
    calls.push(call);
  }
};

/**
 * `GetItem=1 Query=2 TransactWriteItems=1; serial=3`: the calls by command (sorted), then the
 * serial rounds, the waits one after another: a call that starts while another is in flight runs
 * beside it (Promise.all, BatchGet's chunks), one that starts after all before it ended is a new
 * round. The rounds are what the request waits for; the calls what it costs. Then, only when
 * not zero, `; items=N`, the items the calls read, and `; conflicts=N` and `; refused=N`
 * (CallFailure), the refused ones named by `; refusedAs=UpdateItem:ConditionalCheckFailedException,...`.
 */
export const summarizeDbCalls = (calls: readonly Call[]): string => {
  const byCommand = new Map<string, number>();
  for (const c of calls) byCommand.set(c.command, (byCommand.get(c.command) ?? 0) + 1);
  let rounds = 0;
  let busyUntil = -Infinity;
  for (const c of [...calls].sort((a, b) => a.start - b.start)) {
    if (c.start >= busyUntil) rounds += 1;
    busyUntil = Math.max(busyUntil, c.end);
  }
  const counts = [...byCommand].sort(([a], [b]) => a.localeCompare(b)).map(([k, n]) => `${k}=${n}`);
  const items = calls.reduce((sum, c) => sum + (c.items ?? 0), 0);
  const failed = (failure: CallFailure) => calls.filter((c) => c.failed === failure).length;
  const parts = { items, conflicts: failed('conflict'), refused: failed('refused') };
  const named = Object.entries(parts)
    .filter(([, n]) => n > 0)
    .map(([name, n]) => `; ${name}=${n}`);
  const refusedAs = calls.filter((c) => c.failed === 'refused').map((c) => `${c.command}:${c.error}`);
  const refusals = refusedAs.length ? `; refusedAs=${refusedAs.join(',')}` : '';
  return `${counts.join(' ')}; serial=${rounds}${named.join('')}${refusals}`;
};

/**
 * Parses DB_CALLS_HEADER back: calls by command, their total, the serial rounds, the items read,
 * the failed calls and what refused each refused one (`UpdateItem:ConditionalCheckFailedException`).
 */
export const parseDbCalls = (
  header: string,
): {
  byCommand: Record<string, number>;
  total: number;
  serial: number;
  items: number;
  conflicts: number;
  refused: number;
  refusedAs: string[];
} => {
  const [counts = '', serial = '', ...named] = header.split(';');
  /** A named part after the rounds (`items=`, `conflicts=`, `refused=`), 0 when absent. */
  const namedCount = (name: string) =>
    Number(named.find((part) => part.trim().startsWith(`${name}=`))?.split('=')[1] ?? 0);
  const byCommand = Object.fromEntries(
    counts
      .trim()
      .split(' ')
      .filter(Boolean)
      .map((pair) => {
        const [k, n] = pair.split('=');
        return [k as string, Number(n)];
      }),
  );
  const total = Object.values(byCommand).reduce((a, b) => a + b, 0);
  return {
    byCommand,
    total,
    serial: Number(serial.trim().replace('serial=', '')) || 0,
    items: namedCount('items'),
    conflicts: namedCount('conflicts'),
    refused: namedCount('refused'),
    refusedAs:
      named
        .find((part) => part.trim().startsWith('refusedAs='))
        ?.trim()
        .slice('refusedAs='.length)
        .split(',') ?? [],
  };
};

type Handler<E, C, R> = (event: E, context: C) => Promise<R>;

/** The handler with its calls counted into its answer's DB_CALLS_HEADER (only when counting). */
export const withDbCallCount = <E, C, R extends { headers?: Record<string, string | number | boolean> }>(
  handler: Handler<E, C, R>,
): Handler<E, C, R> => {
  if (!dbCallsCounted()) return handler;
  return (event, context) => {
    const calls: Call[] = [];
    return invocation.run(calls, async () => {
      const result = await handler(event, context);
      return { ...result, headers: { ...result.headers, [DB_CALLS_HEADER]: summarizeDbCalls(calls) } };
    });
  };
};
