import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ItemKey } from '@bp/shared/table/schema.ts';
import { documentClient, tableName } from './client.ts';

/**
 * Reserves `count` consecutive integer ids from a counter item with one atomic ADD and answers
 * the first. Ids are never reused; a failed create leaves a gap, which is harmless. Every
 * integer id (companies, users, materials, lots...) comes from here, so one counter cannot be
 * read two ways.
 */
export const mintIds = async (counter: ItemKey, count = 1): Promise<number> => {
  if (!Number.isInteger(count) || count < 1) throw new Error(`Cannot mint ${count} ids`);
  const out = await documentClient.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: counter,
      UpdateExpression: 'ADD #v :n',
      ExpressionAttributeNames: { '#v': 'value' },
      ExpressionAttributeValues: { ':n': count },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(out.Attributes?.value) - count + 1;
};

/** The next id of a counter. */
export const nextId = (counter: ItemKey): Promise<number> => mintIds(counter, 1);
