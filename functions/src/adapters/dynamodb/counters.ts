import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ItemKey } from '@bp/shared/table/schema.ts';
import { documentClient, tableName } from './client.ts';

/**
 * Mints the next integer id with an atomic ADD. Ids are never reused; a failed create
 * leaves a gap, which is harmless.
 */
export const nextId = async (key: ItemKey): Promise<number> => {
  const out = await documentClient.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'ADD #v :one',
      ExpressionAttributeNames: { '#v': 'value' },
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(out.Attributes?.value);
};
