import { toNumber } from '@bp/shared/quantity/quantity.ts';
import type { TraceCustomer, TraceReceipt, TraceShipment } from '@bp/shared/contracts/trace.ts';
import type { CustomerRecord, MaterialRecord, SupplierRecord } from '../master-data/records.ts';
import type { LotRecord } from '../inventory/lot.ts';
import { loadTraceData, survivorOf, type TraceData } from './load-graph.ts';
import type { StoredLink, TracePorts } from './ports.ts';

/** A trace's data with the master records it names (materials, suppliers, customers). */
export interface TraceContext extends TraceData {
  materials: Map<number, MaterialRecord>;
  suppliers: Map<number, SupplierRecord>;
  customers: Map<number, CustomerRecord>;
}

export const loadTraceContext = async (
  ports: TracePorts,
  companyId: number,
  root: LotRecord,
  /** Link partitions read already (by lot id), e.g. the traced lot's beside its item. */
  known?: ReadonlyMap<number, StoredLink[]>,
): Promise<TraceContext> => {
  const data = await loadTraceData(ports, companyId, root, ['forward', 'backward'], known);
  const all = [...data.links.values()].flat();
  const ids = (pick: (l: StoredLink) => number | null) => [
    ...new Set(all.map(pick).filter((id): id is number => id !== null)),
  ];
  const materialIds = [...new Set([...data.lots.values()].map((l) => l.materialId))];
  const { materials, suppliers, customers } = await ports.masters(companyId, {
    materials: materialIds,
    suppliers: ids((l) => (l.type === 'receipt' ? l.supplierId : null)),
    customers: ids((l) => (l.type === 'shipment' ? l.customerId : null)),
  });
  return {
    ...data,
    materials: new Map(materials.map((m) => [m.id, m])),
    suppliers: new Map(suppliers.map((s) => [s.id, s])),
    customers: new Map(customers.map((c) => [c.id, c])),
  };
};

export const lotOf = (ctx: TraceContext, lotId: number): LotRecord => {
  const lot = ctx.lots.get(survivorOf(ctx.lots, lotId));
  if (!lot) throw new Error(`Lot ${lotId} was not read`);
  return lot;
};

export const materialName = (ctx: TraceContext, id: number): string =>
  ctx.materials.get(id)?.name ?? `Material ${id}`;
export const unitOf = (ctx: TraceContext, id: number): string => ctx.materials.get(id)?.unit_of_measure ?? '';

export const linksOf = (ctx: TraceContext, lotId: number): StoredLink[] => ctx.links.get(lotId) ?? [];

type Receipt = Extract<StoredLink, { type: 'receipt' }>;
type Shipment = Extract<StoredLink, { type: 'shipment' }>;

export const receiptsOf = (ctx: TraceContext, lotId: number): Receipt[] =>
  linksOf(ctx, lotId).filter((l): l is Receipt => l.type === 'receipt');
export const shipmentsOf = (ctx: TraceContext, lotId: number): Shipment[] =>
  linksOf(ctx, lotId).filter((l): l is Shipment => l.type === 'shipment');

export const receiptView = (ctx: TraceContext, r: Receipt): TraceReceipt => {
  const s = ctx.suppliers.get(r.supplierId);
  return {
    submission_id: r.submissionId,
    date: r.date,
    supplier_id: r.supplierId,
    supplier: s?.name ?? `Supplier ${r.supplierId}`,
    contact_name: s?.contact_name ?? null,
    phone_number: s?.phone_number ?? null,
    email: s?.email_address_for_pos ?? null,
    po_number: r.poNumber,
    supplier_lot_code: r.supplierLotCode ?? null,
    quantity: toNumber(r.quantity),
    unit_of_measure: unitOf(ctx, r.materialId),
  };
};

export const customerContact = (ctx: TraceContext, customerId: number): Omit<TraceCustomer, 'shipments'> => {
  const c = ctx.customers.get(customerId);
  return {
    customer_id: customerId,
    customer_name: c?.name ?? `Customer ${customerId}`,
    email: c?.email ?? null,
    phone_number: c?.phone_number ?? null,
    contact_name: c?.contact_name ?? null,
  };
};

export const shipmentView = (ctx: TraceContext, s: Shipment): TraceShipment => ({
  submission_id: s.submissionId,
  ...customerContact(ctx, s.customerId),
  date: s.date,
  quantity_shipped: toNumber(s.quantity),
  unit_of_measure: unitOf(ctx, s.materialId),
});

const byDate = <T extends { date: string; submission_id: number }>(a: T, b: T) =>
  a.date.localeCompare(b.date) || a.submission_id - b.submission_id;

export const sortedByDate = <T extends { date: string; submission_id: number }>(items: T[]): T[] =>
  items.sort(byDate);
