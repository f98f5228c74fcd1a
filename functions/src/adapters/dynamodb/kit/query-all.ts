import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from './client.ts';

/**
 * Every item a query matches, following DynamoDB's 1 MB pages; with `upTo`, the first `upTo`
 * (each request asks only for what is still missing, so no item past them is read).
 */
export const queryAll = async (
  input: QueryCommandInput,
  upTo = Infinity,
): Promise<Record<string, unknown>[]> => {
  const items: Record<string, unknown>[] = [];
  if (upTo <= 0) return items;
  let startKey: Record<string, unknown> | undefined;
  do {
    const missing = upTo - items.length;
    const out = await documentClient.send(
      new QueryCommand({
        ...input,
        ExclusiveStartKey: startKey,
        ...(Number.isFinite(missing) ? { Limit: missing } : {}),
      }),
    );
    items.push(...(out.Items ?? []));
    startKey = out.LastEvaluatedKey;
  } while (startKey && items.length < upTo);
  return items;
};
