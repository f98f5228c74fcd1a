import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from './client.ts';

/** Every item a query matches, following DynamoDB's 1 MB pages. */
export const queryAll = async (input: QueryCommandInput): Promise<Record<string, unknown>[]> => {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await documentClient.send(new QueryCommand({ ...input, ExclusiveStartKey: startKey }));
    items.push(...(out.Items ?? []));
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return items;
};

/** The first `limit` items a query matches (in its order), following pages until it has them. */
export const queryUpTo = async (
  input: QueryCommandInput,
  limit: number,
): Promise<Record<string, unknown>[]> => {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  while (items.length < limit) {
    const out = await documentClient.send(
      new QueryCommand({ ...input, Limit: limit - items.length, ExclusiveStartKey: startKey }),
    );
    items.push(...(out.Items ?? []));
    startKey = out.LastEvaluatedKey;
    if (!startKey) break;
  }
  return items;
};
