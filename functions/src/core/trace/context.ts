import { toNumber } from '@bp/shared/quantity/quantity.ts';
import type { TraceCustomer, TraceReceipt, TraceShipment } from '@bp/shared/contracts/trace.ts';
import type { CustomerRecord, MaterialRecord, SupplierRecord } from '../master-data/records.ts';
import type { LotRecord } from '../inventory/lot.ts';
import { loadTraceData, survivorOf, type TraceData } from './load-graph.ts';
import type { MasterIds, MasterRecords, StoredLink, TracePorts } from './ports.ts';

/** A trace's data with the master records it names (materials, suppliers, customers). */
export interface TraceContext extends TraceData {
  materials: Map<number, MaterialRecord>;
  suppliers: Map<number, SupplierRecord>;
  customers: Map<number, CustomerRecord>;
}

/** The master records links name: their lots' materials, the suppliers and customers. */
const idsNamedBy = (links: readonly StoredLink[], materialIds: readonly number[]): MasterIds => {
  const ids = (pick: (l: StoredLink) => readonly number[]) => [...new Set(links.flatMap(pick))];
  return {
    materials: [...new Set(materialIds)],
    suppliers: ids((l) => (l.type === 'receipt' ? [l.supplierId] : [])),
    customers: ids((l) => (l.type === 'shipment' ? [l.customerId] : [])),
  };
};

const without = (ids: MasterIds, read: MasterIds): MasterIds => ({
  materials: ids.materials.filter((id) => !read.materials.includes(id)),
  suppliers: ids.suppliers.filter((id) => !read.suppliers.includes(id)),
  customers: ids.customers.filter((id) => !read.customers.includes(id)),
});

const noneRead: MasterRecords = { materials: [], suppliers: [], customers: [] };

export const loadTraceContext = async (
  ports: TracePorts,
  companyId: number,
  root: LotRecord,
  /** Link partitions read already (by lot id), e.g. the traced lot's beside its item. */
  known?: ReadonlyMap<number, StoredLink[]>,
): Promise<TraceContext> => {
  // What the traced lot's links name is read beside the walk; after it, only what the lots it
  // reached name besides: nothing when they were received by no one new (one round less). A lot
  // made from others has its inputs' suppliers to read after the walk anyway: all read then.
  const knownLinks = [...(known?.values() ?? [])].flat();
  const made = knownLinks.some((l) => l.type === 'production' && l.direction === 'in');
  const early = made
    ? idsNamedBy([], [])
    : idsNamedBy(knownLinks, [
        root.materialId,
        ...knownLinks.flatMap((l) =>
          l.type === 'production' ? [l.inputMaterialId, l.outputMaterialId] : [l.materialId],
        ),
      ]);
  const [data, first] = await Promise.all([
    loadTraceData(ports, companyId, root, ['forward', 'backward'], known),
    made ? noneRead : ports.masters(companyId, early),
  ]);
  const rest = without(
    idsNamedBy(
      [...data.links.values()].flat(),
      [...data.lots.values()].map((l) => l.materialId),
    ),
    early,
  );
  const more =
    rest.materials.length || rest.suppliers.length || rest.customers.length
      ? await ports.masters(companyId, rest)
      : noneRead;
  return {
    ...data,
    materials: new Map([...first.materials, ...more.materials].map((m) => [m.id, m])),
    suppliers: new Map([...first.suppliers, ...more.suppliers].map((s) => [s.id, s])),
    customers: new Map([...first.customers, ...more.customers].map((c) => [c.id, c])),
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
