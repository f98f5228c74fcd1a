import { fromThousandths, type Thousandths, ZERO } from '@bp/shared/quantity/quantity.ts';
import { balanceKey, stockPartition } from './records/balance.ts';
import { batchGetItems, equals, queryPartition, update, type Write } from '../kit/index.ts';

/**
 * A material's stock on hand and its ledger's entry count: one item per material in the
 * company's stock partition, changed only in the transactions that write the matching ledger
 * entries. The quantity moves with ADD; the count is set from `seen` to `next` on condition it
 * still is `seen` (the entries' sequences depend on it), so a posting that raced another one
 * is refused ('retry') and numbers its entries again from the counts read again after a pause.
 * The refusal could carry the count (`returnOld`, `countOfRefused`), saving that read, but at 50
 * users on a few hot materials the postings retrying from it sooner lost again and again (submit
 * p95 2-4 times longer, docs/load.md, 27 November 13:35-14:17), so it is not asked for.
 */
export const postToStock = (
  companyId: number,
  materialId: number,
  delta: Thousandths,
  count: { seen: number; next: number },
): Write =>
  update(
    balanceKey(companyId, materialId),
    { set: { material_id: materialId, kind: 'stock', entries: count.next }, add: { qty: delta } },
    {
      condition:
        count.seen === 0
          ? { expression: 'attribute_not_exists(#entries)', names: { '#entries': 'entries' } }
          : equals('entries', count.seen),
      refusal: 'retry',
    },
  );

/**
 * The ledger count now, from the stock item a refused `postToStock` carries; null when the
 * refusal carried none (then the count must be read again).
 */
export const countOfRefused = (old: Record<string, unknown> | undefined): number | null =>
  old === undefined ? null : Number(old.entries ?? 0);

/** The entry counts of the materials' ledgers, read consistently (a posting numbers from them). */
export const ledgerCounts = async (
  companyId: number,
  materialIds: readonly number[],
): Promise<Map<number, number>> => {
  const items = await batchGetItems(
    materialIds.map((id) => balanceKey(companyId, id)),
    true,
  );
  return new Map(items.map((item) => [Number(item.material_id), Number(item.entries ?? 0)]));
};

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
  const items = await batchGetItems(stockKeys(companyId, materialIds), consistent);
  return stockMap(materialIds, items);
};

export const stockKeys = (companyId: number, materialIds: readonly number[]) =>
  materialIds.map((id) => balanceKey(companyId, id));

/** The materials' stock from their stock items (zero for a material that never moved). */
export const stockMap = (materialIds: readonly number[], items: readonly Record<string, unknown>[]) => {
  const stock = new Map<number, Thousandths>(materialIds.map((id) => [id, ZERO]));
  for (const item of items) stock.set(Number(item.material_id), qtyOf(item));
  return stock;
};

/** Every material's stock of the company in one query (materials that never moved have no item). */
export const allStock = async (companyId: number): Promise<Map<number, Thousandths>> => {
  const items = await queryPartition({ partition: stockPartition(companyId) });
  return new Map(items.map((item) => [Number(item.material_id), qtyOf(item)]));
};
