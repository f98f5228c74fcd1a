import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ItemKey } from '@bp/shared/table/schema.ts';
import { documentClient, tableName } from './client.ts';

/**
 * Reserves `count` consecutive ids from a counter in one atomic ADD (an import mints thousands)
 * and answers the first; the same counter nextId() reads, so ids never collide.
 */
export const reserveIds = async (key: ItemKey, count: number): Promise<number> => {
  const out = await documentClient.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'ADD #v :n',
      ExpressionAttributeNames: { '#v': 'value' },
      ExpressionAttributeValues: { ':n': count },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(out.Attributes?.value) - count + 1;
};
