import { addDays, daysBetween, type ExpiringLot } from '@bp/shared/contracts/expiry.ts';
import { toNumber } from '@bp/shared/quantity/quantity.ts';
import { holdView } from '../holds/hold.ts';
import type { Expiry } from './expiry.ts';
import type { ExpiryPorts } from './ports.ts';

/** Far enough back to catch every expired lot still in stock. */
const EPOCH = '0000-01-01';

/**
 * Lots still in stock whose date falls within `days` from today, the expired ones included (a
 * lot past its date is held, not hidden), by date. One key range of the company's date index,
 * then the lots and their materials by key.
 */
export const expiringLots = async (
  ports: ExpiryPorts,
  companyId: number,
  days: number,
): Promise<{ items: ExpiringLot[]; total: number }> => {
  const today = ports.today();
  const refs = await ports.datedLots(companyId, EPOCH, addDays(today, days));
  const lots = (await ports.lots(companyId, refs)).filter(
    (l): l is typeof l & { expiry: Expiry } => l.mergedInto === null && l.quantity > 0 && !!l.expiry,
  );
  const materials = new Map(
    (await ports.materials(companyId, [...new Set(lots.map((l) => l.materialId))])).map((m) => [m.id, m]),
  );
  const items = lots
    .map((l) => ({
      material_id: l.materialId,
      material_name: materials.get(l.materialId)?.name ?? '',
      unit_of_measure: materials.get(l.materialId)?.unit_of_measure ?? '',
      lot_id: l.id,
      lot_code: l.lotCode,
      quantity: toNumber(l.quantity),
      expiry: { date: l.expiry.date, kind: l.expiry.kind },
      days_left: daysBetween(today, l.expiry.date),
      hold: holdView(l.hold),
      unverified_origin: l.origin === 'inconsistent',
    }))
    .sort((a, b) => a.expiry.date.localeCompare(b.expiry.date) || a.lot_code.localeCompare(b.lot_code));
  return { items, total: items.length };
};
