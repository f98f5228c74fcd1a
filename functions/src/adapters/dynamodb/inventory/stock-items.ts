import { fromThousandths, type Thousandths, ZERO } from '@bp/shared/quantity/quantity.ts';
import { balanceKey, stockPartition } from './records/balance.ts';
import { lotKey, type StoredLot, toLot } from './records/lot.ts';
import { batchGetGroups, batchGetItems, queryPartition, update, type Write } from '../kit/index.ts';
import { pendingOf, reservedOf } from './sequence-reservations.ts';
import { UNIT } from './unit-checks.ts';

/**
 * A material's stock on hand and its ledger's entry count: one item per material in the
 * company's stock partition, changed only in the transactions that write the matching ledger
 * entries. The quantity moves with ADD, the count too; the entries' numbers were reserved on the
 * same item before (sequence-reservations.ts), and the write takes that reservation off, on
 * condition it is still there (it is, until the chunk lands, and the chunk's proof refuses it
 * first then). `unit`: the material's unit, checked after the reservation (unit-checks.ts), kept
 * so that later postings compare with it instead of reading the material.
 */
export const postToStock = (
  companyId: number,
  materialId: number,
  delta: Thousandths,
  count: { seen: number; next: number },
  pending: string,
  unit?: string,
): Write =>
  update(
    balanceKey(companyId, materialId),
    {
      set: { material_id: materialId, kind: 'stock', ...(unit === undefined ? {} : { [UNIT]: unit }) },
      add: { qty: delta, entries: count.next - count.seen },
      unset: [pending],
    },
    {
      condition: { expression: 'attribute_exists(#pending)', names: { '#pending': pending } },
      refusal: 'retry',
    },
  );

/**
 * A material's ledger as its pages need it: the entries landed (the total), the numbers handed
 * out and those still pending (skipped), from its stock item.
 */
export const ledgerSequences = async (companyId: number, materialId: number) => {
  const [item] = await batchGetItems([balanceKey(companyId, materialId)]);
  return { total: Number(item?.entries ?? 0), reserved: reservedOf(item), pending: pendingOf(item) };
};

const qtyOf = (item: Record<string, unknown>): Thousandths => fromThousandths(Number(item.qty ?? 0));

export const stockOf = async (
  companyId: number,
  materialIds: readonly number[],
  consistent = true,
): Promise<Map<number, Thousandths>> => {
  const items = await batchGetItems(stockKeys(companyId, materialIds), consistent);
  return stockMap(materialIds, items);
};

/**
 * A material's stock and one of its lots in one consistent BatchGetItem (an adjustment's answer:
 * the balances after it, one call where the two reads made two).
 */
export const stockAndLot = async (
  companyId: number,
  materialId: number,
  lotId: number | null,
): Promise<{ stock: Thousandths; lot: StoredLot | null }> => {
  const [stock = [], lot = []] = await batchGetGroups([
    stockKeys(companyId, [materialId]),
    lotId === null ? [] : [lotKey(companyId, materialId, lotId)],
  ]);
  return {
    stock: stockMap([materialId], stock).get(materialId) ?? ZERO,
    lot: lot[0] ? toLot(lot[0]) : null,
  };
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
