import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { type CallFailure, countDbCall } from '../../../lib/db-calls.ts';
import { cancellationOf, isRace } from './cancellation.ts';

/** A transaction that lost a race for an item is contention; any other error a refusal. */
const failureOf = (error: unknown): CallFailure => {
  const cancellation = cancellationOf(error);
  return cancellation && isRace(cancellation) ? 'conflict' : 'refused';
};

/**
 * The items an answer read: a Query's or Scan's ScannedCount (what DynamoDB evaluated and bills,
 * before any filter), a GetItem's item, a BatchGetItem's or TransactGetItems' items; 0 for writes.
 */
export const itemsRead = (output: unknown): number => {
  if (!output || typeof output !== 'object') return 0;
  const o = output as { ScannedCount?: unknown; Item?: unknown; Responses?: unknown };
  if (typeof o.ScannedCount === 'number') return o.ScannedCount;
  if ('Item' in o) return o.Item ? 1 : 0;
  if (Array.isArray(o.Responses)) return o.Responses.filter((r: { Item?: unknown }) => r?.Item).length;
  if (o.Responses && typeof o.Responses === 'object')
    return Object.values(o.Responses).reduce(
      (n: number, items) => n + (Array.isArray(items) ? items.length : 0),
      0,
    );
  return 0;
};

/**
 * Counts each call the client sends into the running invocation's list (lib/db-calls.ts;
 * LOCAL_DB_CALLS=1 only), how it failed and the items it read. At `initialize`, so a call is
 * counted once whatever the SDK's retries (a lost race is retried by our own code,
 * kit/transact.ts: a new call).
 */
export const installCallCount = (client: DynamoDBDocumentClient): void => {
  client.middlewareStack.add(
    (next, context) => (args) =>
      countDbCall(
        String(context.commandName),
        () => next(args),
        failureOf,
        (result) => itemsRead(result.output),
      ),
    { step: 'initialize', name: 'localCallCount' },
  );
};
