import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { type ItemKey, tenantPrefix } from '@bp/shared/table/schema.ts';
import { documentClient, tableName } from './client.ts';
import { retryTransactionConflict } from './transaction-conflict.ts';

/**
 * The counter record kind: one item per sequence, its `value` the last id handed out. Platform
 * sequences (companies, users) live under `COUNTER`, a company's (materials, lots...) under its
 * own prefix, so every tenant's ids start at 1.
 */
export const platformCounter = (name: string): ItemKey => ({ pk: 'COUNTER', sk: name });
export const tenantCounter = (companyId: number, name: string): ItemKey => ({
  pk: `${tenantPrefix(companyId)}COUNTER`,
  sk: name,
});

/** The attribute a counter keeps its value in. */
export const COUNTER_VALUE = 'value';

/** A counter's value in a stored item (0 when it never counted). */
export const counterValue = (item: Record<string, unknown> | null): number =>
  Number(item?.[COUNTER_VALUE] ?? 0);

/**
 * Reserves `count` consecutive integer ids from a counter with one atomic ADD and answers the
 * first. Ids are never reused; a failed create leaves a gap, which is harmless. Every integer id
 * (companies, users, materials, lots...) comes from here.
 */
export const mintIds = async (counter: ItemKey, count = 1): Promise<number> => {
  if (!Number.isInteger(count) || count < 1) throw new Error(`Cannot mint ${count} ids`);
  // No transaction includes a minted counter today (docs/architecture.md): kept safe if one does.
  const out = await retryTransactionConflict(() =>
    documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: counter,
        UpdateExpression: 'ADD #v :n',
        ExpressionAttributeNames: { '#v': COUNTER_VALUE },
        ExpressionAttributeValues: { ':n': count },
        ReturnValues: 'UPDATED_NEW',
      }),
    ),
  );
  return Number(out.Attributes?.[COUNTER_VALUE]) - count + 1;
};

/** The next id of a counter. */
export const nextId = (counter: ItemKey): Promise<number> => mintIds(counter, 1);
