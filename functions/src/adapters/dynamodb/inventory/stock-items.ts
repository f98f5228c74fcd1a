import { fromThousandths, type Thousandths, ZERO } from '@bp/shared/quantity/quantity.ts';
import { inventoryKeys } from '@bp/shared/table/schema.ts';
import { batchGetItems } from '../batch-get.ts';
import { tableName } from '../client.ts';
import { queryAll } from '../query-all.ts';
import type { TransactItem } from '../transact-outcome.ts';

/**
 * A material's stock on hand: one item per material in the company's stock partition, changed
 * only with ADD in the transactions that write the matching ledger entries.
 */
export const addToStock = (companyId: number, materialId: number, delta: Thousandths): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: inventoryKeys.stock(companyId, materialId),
    UpdateExpression: 'ADD qty :d SET material_id = :m, kind = :k',
    ExpressionAttributeValues: { ':d': delta, ':m': materialId, ':k': 'stock' },
  },
});

const qtyOf = (item: Record<string, unknown>): Thousandths => fromThousandths(Number(item.qty ?? 0));

export const stockOf = async (
  companyId: number,
  materialIds: readonly number[],
  consistent = false,
): Promise<Map<number, Thousandths>> => {
  const items = await batchGetItems(
    materialIds.map((id) => inventoryKeys.stock(companyId, id)),
    consistent,
  );
  const stock = new Map<number, Thousandths>(materialIds.map((id) => [id, ZERO]));
  for (const item of items) stock.set(Number(item.material_id), qtyOf(item));
  return stock;
};

/** Every material's stock of the company in one query (materials that never moved have no item). */
export const allStock = async (companyId: number): Promise<Map<number, Thousandths>> => {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': inventoryKeys.stockPartition(companyId) },
  });
  return new Map(items.map((item) => [Number(item.material_id), qtyOf(item)]));
};
