import type { LotRecord } from '../inventory/lot.ts';
import type { PlannedMovement } from '../submissions/kind.ts';
import type { MaterialInfo } from '../submissions/records.ts';
import { supplierDatesOf } from '../submissions/kinds/goods-receipt.ts';
import { earliestExpiry, type Expiry, receivedExpiry, suppliersExpiry } from './expiry.ts';
import type { ExpiryPorts } from './ports.ts';

export interface DefaultDatePorts {
  lotByCode(companyId: number, materialId: number, code: string): Promise<LotRecord | null>;
  setExpiry: ExpiryPorts['setExpiry'];
}

type Planned = Pick<
  PlannedMovement,
  'materialId' | 'lotCode' | 'qtyDelta' | 'type' | 'recordedAt' | 'rowFields'
>;

/**
 * After a submit posted: a received lot without a date gets the supplier's own date from the
 * receipt row (use-by first, else best-before), else its receipt date plus its material's shelf life; a made lot without a date gets the earliest date among the lots it was made from.
 * A date already on the lot (typed, or from an earlier document) is kept. Best effort: a lot
 * changed meanwhile keeps what it has.
 */
export const fillDefaultDates = async (
  ports: DefaultDatePorts,
  companyId: number,
  movements: readonly Planned[],
  materials: ReadonlyMap<number, MaterialInfo>,
): Promise<void> => {
  const lotOf = (m: Planned) =>
    m.lotCode === null ? null : ports.lotByCode(companyId, m.materialId, m.lotCode);
  const inputs = movements.filter((m) => m.type === 'production_usage' && m.lotCode !== null);
  const inputDates = inputs.length
    ? earliestExpiry((await Promise.all(inputs.map(lotOf))).map((l) => l?.expiry))
    : null;
  for (const m of movements) {
    if (m.lotCode === null || m.qtyDelta <= 0) continue;
    let expiry: Expiry | null = null;
    if (m.type === 'goods_receipt')
      expiry =
        suppliersExpiry(supplierDatesOf(m.rowFields ?? {})) ??
        (m.recordedAt
          ? receivedExpiry(m.recordedAt.slice(0, 10), materials.get(m.materialId)?.shelfLifeDays)
          : null);
    if (m.type === 'production_output') expiry = inputDates;
    if (!expiry) continue;
    const lot = await lotOf(m);
    if (lot && !lot.expiry) await ports.setExpiry(companyId, lot, expiry);
  }
};
