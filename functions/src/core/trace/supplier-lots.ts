import type { SupplierLotList, SupplierLotMatch } from '@bp/shared/contracts/supplier-lots.ts';
import { supplierLotMessages } from '@bp/shared/contracts/supplier-lots.ts';
import { add, toNumber } from '@bp/shared/quantity/quantity.ts';
import { notFound } from '../errors.ts';
import { holdView } from '../holds/hold.ts';
import type { LotRecord } from '../inventory/lot.ts';
import { lotCodeKey } from '../inventory/lot-code.ts';
import type { StoredLink, TracePorts } from './ports.ts';

type ReceiptLink = Extract<StoredLink, { type: 'receipt' }>;

export interface SupplierLotPorts extends Pick<TracePorts, 'suppliers' | 'lots' | 'materials'> {
  /** The receipt links in a supplier's partition: one query of that supplier's receipts. */
  supplierReceipts(companyId: number, supplierId: number): Promise<ReceiptLink[]>;
}

/** Lots merged away are followed to the lot that holds their stock now (a few steps at most). */
const survivors = async (ports: SupplierLotPorts, companyId: number, lots: LotRecord[]) => {
  const out = new Map<number, LotRecord>();
  for (const lot of lots) {
    let current = lot;
    for (let step = 0; step < 10 && current.mergedInto !== null; step++) {
      const [next] = await ports.lots(companyId, [
        { materialId: current.materialId, lotId: current.mergedInto },
      ]);
      if (!next) break;
      current = next;
    }
    out.set(lot.id, current);
  }
  return out;
};

/**
 * Our lots received from one supplier under their lot code (issue 21, docs/trace.md "Supplier lot
 * codes"): only that supplier's receipts are read, so another supplier's identical code never
 * matches. An unknown supplier (or another company's) is 404; a supplier with no such lot answers
 * an empty list. Codes compare without regard to case or surrounding spaces, as our own codes do.
 */
export const findSupplierLots = async (
  ports: SupplierLotPorts,
  companyId: number,
  supplierId: number,
  supplierLotCode: string,
): Promise<SupplierLotList> => {
  const [supplier] = await ports.suppliers(companyId, [supplierId]);
  if (!supplier) throw notFound(supplierLotMessages.supplierNotFound);
  const wanted = lotCodeKey(supplierLotCode);
  const links = (await ports.supplierReceipts(companyId, supplierId)).filter(
    (l) => l.supplierLotCode && lotCodeKey(l.supplierLotCode) === wanted,
  );
  if (!links.length) return { items: [], total: 0 };
  const refs = [
    ...new Map(links.map((l) => [l.lotId, { materialId: l.materialId, lotId: l.lotId }])).values(),
  ];
  const current = await survivors(ports, companyId, await ports.lots(companyId, refs));
  const materials = new Map(
    (await ports.materials(companyId, [...new Set(refs.map((r) => r.materialId))])).map((m) => [m.id, m]),
  );
  const byLot = new Map<number, { lot: LotRecord; links: ReceiptLink[] }>();
  for (const link of links) {
    const lot = current.get(link.lotId);
    if (!lot) continue;
    const entry = byLot.get(lot.id) ?? { lot, links: [] };
    entry.links.push(link);
    byLot.set(lot.id, entry);
  }
  const items = [...byLot.values()].map(({ lot, links: received }): SupplierLotMatch => {
    const ordered = [...received].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    const material = materials.get(lot.materialId);
    return {
      material_id: lot.materialId,
      material_name: material?.name ?? '',
      unit_of_measure: material?.unit_of_measure ?? '',
      lot_id: lot.id,
      lot_code: lot.lotCode,
      supplier_lot_code: (ordered[0] as ReceiptLink).supplierLotCode ?? supplierLotCode,
      received_dates: [...new Set(ordered.map((l) => l.date))],
      quantity_received: toNumber(add(...ordered.map((l) => l.quantity))),
      quantity_on_hand: toNumber(lot.quantity),
      hold: holdView(lot.hold),
    };
  });
  items.sort(
    (a, b) => a.material_name.localeCompare(b.material_name) || a.lot_code.localeCompare(b.lot_code),
  );
  return { items, total: items.length };
};
