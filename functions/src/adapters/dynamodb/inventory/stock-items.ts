import { fromThousandths, type Thousandths, ZERO } from '@bp/shared/quantity/quantity.ts';
import { balanceKey, stockPartition } from './records/balance.ts';
import { batchGetItems, queryPartition, update, type Write } from '../kit/index.ts';

/**
 * A material's stock on hand: one item per material in the company's stock partition, changed
 * only with ADD in the transactions that write the matching ledger entries.
 */
export const addToStock = (
  companyId: number,
  materialId: number,
  delta: Thousandths,
  entries: number,
): Write =>
  update(balanceKey(companyId, materialId), {
    set: { material_id: materialId, kind: 'stock' },
    add: { qty: delta, entries },
  });

/** How many ledger entries a material has (kept with its stock, in the same transactions). */
export const ledgerCount = async (companyId: number, materialId: number): Promise<number> => {
  const [item] = await batchGetItems([balanceKey(companyId, materialId)]);
  return Number(item?.entries ?? 0);
};

const qtyOf = (item: Record<string, unknown>): Thousandths => fromThousandths(Number(item.qty ?? 0));

export const stockOf = async (
  companyId: number,
  materialIds: readonly number[],
  consistent = false,
): Promise<Map<number, Thousandths>> => {
  const items = await batchGetItems(
    materialIds.map((id) => balanceKey(companyId, id)),
    consistent,
  );
  const stock = new Map<number, Thousandths>(materialIds.map((id) => [id, ZERO]));
  for (const item of items) stock.set(Number(item.material_id), qtyOf(item));
  return stock;
};

/** Every material's stock of the company in one query (materials that never moved have no item). */
export const allStock = async (companyId: number): Promise<Map<number, Thousandths>> => {
  const items = await queryPartition({ partition: stockPartition(companyId) });
  return new Map(items.map((item) => [Number(item.material_id), qtyOf(item)]));
};
