import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { countDbCall } from '../../../lib/db-calls.ts';

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
 * LOCAL_DB_CALLS=1 only), with the items it read. At `initialize`, so a call is counted once
 * whatever the SDK's retries.
 */
export const installCallCount = (client: DynamoDBDocumentClient): void => {
  client.middlewareStack.add(
    (next, context) => (args) =>
      countDbCall(
        String(context.commandName),
        () => next(args),
        (result) => itemsRead(result.output),
      ),
    { step: 'initialize', name: 'localCallCount' },
  );
};
