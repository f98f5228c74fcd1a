import type { FsmaRow } from '@bp/shared/contracts/trace.ts';
import { toDecimalString } from '@bp/shared/quantity/quantity.ts';
import type { CustomerRecord, MaterialRecord, SupplierRecord } from '../master-data/records.ts';
import { holdLabel } from '../holds/hold.ts';
import type { CteEvent } from './fsma-events.ts';

/** What the rows name: the master records of the events, and this company (the plant). */
export interface FsmaNames {
  companyName: string;
  materials: ReadonlyMap<number, MaterialRecord>;
  suppliers: ReadonlyMap<number, SupplierRecord>;
  customers: ReadonlyMap<number, CustomerRecord>;
}

const joined = (parts: readonly (string | null | undefined)[]): string =>
  parts.filter((p): p is string => typeof p === 'string' && p.trim() !== '').join(', ');

const supplierLocation = (s: SupplierRecord | undefined): string =>
  s ? joined([s.street_address_1, s.street_address_2, s.city, s.state, s.zipcode, s.country]) : '';

const customerLocation = (c: CustomerRecord | undefined): string =>
  c
    ? joined([c.street_address_1, c.street_address_2, c.city, c.state_province, c.postal_code, c.country])
    : '';

const ROLE_LABELS: Record<CteEvent['role'], string> = {
  received: 'Received',
  input: 'Input used',
  output: 'Output produced',
  shipped: 'Shipped',
};

const EVENT_LABELS: Record<CteEvent['type'], string> = {
  receiving: 'Receiving',
  transformation: 'Transformation',
  shipping: 'Shipping',
};

const EVENT_ORDER: Record<CteEvent['type'], number> = { receiving: 0, transformation: 1, shipping: 2 };

/** One spreadsheet row per event: its key data elements, names and addresses filled in. */
export const fsmaRow = (names: FsmaNames, e: CteEvent): FsmaRow => {
  const material = names.materials.get(e.materialId);
  const supplierOf = (id: number) => names.suppliers.get(id);
  const source =
    e.tlcSource === null
      ? { name: '', location: '' }
      : e.tlcSource.kind === 'company'
        ? { name: names.companyName, location: '' }
        : {
            name: e.tlcSource.ids.map((id) => supplierOf(id)?.name ?? `Supplier ${id}`).join('; '),
            location: e.tlcSource.ids.map((id) => supplierLocation(supplierOf(id))).join('; '),
          };
  const party =
    e.party === null
      ? { role: '', name: '', location: '' }
      : e.party.kind === 'supplier'
        ? {
            role: 'Immediate previous source',
            name: supplierOf(e.party.id)?.name ?? `Supplier ${e.party.id}`,
            location: supplierLocation(supplierOf(e.party.id)),
          }
        : {
            role: 'Immediate subsequent recipient',
            name: names.customers.get(e.party.id)?.name ?? `Customer ${e.party.id}`,
            location: customerLocation(names.customers.get(e.party.id)),
          };
  return {
    event_type: EVENT_LABELS[e.type],
    event_date: e.date,
    traceability_lot_code: e.lotCode,
    product_description: material?.name ?? `Material ${e.materialId}`,
    sku: material?.sku ?? '',
    quantity: toDecimalString(e.quantity),
    unit_of_measure: e.unit ?? material?.unit_of_measure ?? '',
    role: ROLE_LABELS[e.role],
    tlc_source: source.name,
    tlc_source_location: source.location,
    other_party_role: party.role,
    other_party: party.name,
    other_party_location: party.location,
    reference_document_type: e.docType,
    reference_document_number: e.docNumber,
    lot_status: e.hold ? `On hold (${holdLabel(e.hold)})` : '',
    supplier_lot_code: e.supplierLotCode ?? '',
  };
};

const ROLE_ORDER: Record<CteEvent['role'], number> = { received: 0, input: 1, output: 2, shipped: 3 };

/** Sorted by date, event (receiving, transformation, shipping), document, inputs before output, row. */
export const sortEvents = (events: CteEvent[]): CteEvent[] =>
  events.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      EVENT_ORDER[a.type] - EVENT_ORDER[b.type] ||
      a.docId - b.docId ||
      ROLE_ORDER[a.role] - ROLE_ORDER[b.role] ||
      a.line - b.line ||
      a.lotCode.localeCompare(b.lotCode),
  );
