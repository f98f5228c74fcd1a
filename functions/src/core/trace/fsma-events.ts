import type { CteType } from '@bp/shared/contracts/trace.ts';
import type { Thousandths } from '@bp/shared/quantity/quantity.ts';
import type { HoldState } from '../holds/hold.ts';
import type { LotRecord } from '../inventory/lot.ts';
import type { KindName, RowRecord, SubmissionRecord } from '../submissions/records.ts';
import { lotOf, type TraceContext } from './context.ts';
import { survivorOf } from './load-graph.ts';

/**
 * One critical tracking event for one lot (FSMA 204, 21 CFR 1.1345 receiving, 1.1350
 * transformation, 1.1340 shipping), before names and addresses are filled in.
 */
export interface CteEvent {
  type: CteType;
  date: string;
  materialId: number;
  lotCode: string;
  quantity: Thousandths;
  /** Null: the material's own unit. */
  unit: string | null;
  role: 'received' | 'input' | 'output' | 'shipped';
  party: { kind: 'supplier' | 'customer'; id: number } | null;
  /** Who assigned the lot code: a supplier, or this company (received as is, or made here). */
  tlcSource: { kind: 'supplier'; ids: number[] } | { kind: 'company' } | null;
  docType: 'Goods receipt' | 'Production record' | 'Shipment';
  docNumber: string;
  /** The submission and the row's place in it: the order of the sheet within a day. */
  docId: number;
  line: number;
  /** The lot's hold now (undefined: not read yet, see export-events.ts). */
  hold?: HoldState | null;
  /** A receipt's supplier lot code (issue 21), when the row gave it. */
  supplierLotCode?: string | null;
}

const receiptSuppliers = (ctx: TraceContext, lotId: number): number[] => [
  ...new Set((ctx.links.get(lotId) ?? []).flatMap((l) => (l.type === 'receipt' ? [l.supplierId] : []))),
];

/** A lot made here carries this company's code; a bought one its suppliers'. */
const sourceOfLot = (ctx: TraceContext, lot: LotRecord): CteEvent['tlcSource'] => {
  if (lot.origin === 'production_output') return { kind: 'company' };
  const ids = receiptSuppliers(ctx, lot.id);
  return ids.length ? { kind: 'supplier', ids } : null;
};

const docNumber = (submissionId: number, po?: string | null) =>
  po ? `${submissionId} (PO ${po})` : String(submissionId);

/**
 * The events of a trace's graph: receipts of the lots it came from, shipments of the lots it
 * went into, and each production step between two lots of the graph (not the other products
 * an input also went into, which are not part of this lot's trace).
 */
export const eventsOfTrace = (ctx: TraceContext): CteEvent[] => {
  const events = new Map<string, CteEvent>();
  const inGraph = (lotId: number) => {
    const id = survivorOf(ctx.lots, lotId);
    return ctx.forward.has(id) || ctx.backward.has(id);
  };
  for (const id of new Set([...ctx.forward, ...ctx.backward])) {
    const lot = lotOf(ctx, id);
    for (const l of ctx.links.get(id) ?? []) {
      if (l.type === 'receipt' && !ctx.backward.has(id)) continue;
      if (l.type === 'shipment' && !ctx.forward.has(id)) continue;
      if (l.type === 'production' && !(inGraph(l.inputLotId) && inGraph(l.outputLotId))) continue;
      if (l.type === 'receipt')
        events.set(`R#${l.submissionId}#${l.rowId}`, {
          type: 'receiving',
          date: l.date,
          materialId: l.materialId,
          lotCode: lot.lotCode,
          hold: lot.hold ?? null,
          quantity: l.quantity,
          unit: null,
          role: 'received',
          party: { kind: 'supplier', id: l.supplierId },
          tlcSource: { kind: 'supplier', ids: [l.supplierId] },
          supplierLotCode: l.supplierLotCode ?? null,
          docType: 'Goods receipt',
          docNumber: docNumber(l.submissionId, l.poNumber),
          docId: l.submissionId,
          line: l.rowId,
        });
      else if (l.type === 'shipment')
        events.set(`S#${l.submissionId}#${l.rowId}`, {
          type: 'shipping',
          date: l.date,
          materialId: l.materialId,
          lotCode: lot.lotCode,
          hold: lot.hold ?? null,
          quantity: l.quantity,
          unit: null,
          role: 'shipped',
          party: { kind: 'customer', id: l.customerId },
          tlcSource: sourceOfLot(ctx, lot),
          docType: 'Shipment',
          docNumber: docNumber(l.submissionId),
          docId: l.submissionId,
          line: l.rowId,
        });
      else {
        const input = lotOf(ctx, l.inputLotId);
        const output = lotOf(ctx, l.outputLotId);
        const common = {
          type: 'transformation',
          date: l.date,
          unit: null,
          party: null,
          docType: 'Production record',
          docId: l.submissionId,
        } as const;
        events.set(`P#${l.submissionId}#${l.rowId}`, {
          ...common,
          materialId: l.inputMaterialId,
          lotCode: input.lotCode,
          hold: input.hold ?? null,
          quantity: l.quantityUsed,
          role: 'input',
          tlcSource: sourceOfLot(ctx, input),
          docNumber: docNumber(l.submissionId),
          line: l.rowId,
        });
        events.set(`P#${l.submissionId}#out`, {
          ...common,
          materialId: l.outputMaterialId,
          lotCode: output.lotCode,
          hold: output.hold ?? null,
          quantity: l.quantityProduced,
          role: 'output',
          tlcSource: { kind: 'company' },
          docNumber: docNumber(l.submissionId),
          line: 0,
        });
      }
    }
  }
  return [...events.values()];
};

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const num = (v: unknown): number | null => (typeof v === 'number' ? v : null);

/**
 * The events of one verified submission, from its rows as submitted (codes as written, each row's
 * own unit): for a date-range export, which has no traced lot to start from.
 */
export const eventsOfSubmission = (
  kind: KindName,
  s: SubmissionRecord,
  rows: readonly RowRecord[],
): CteEvent[] => {
  const h = s.header;
  const id = String(s.id);
  if (kind === 'goods_receipt')
    return rows.flatMap((r) => {
      const f = r.fields;
      const materialId = num(f.material_id);
      const supplierId = num(f.supplier_id);
      if (materialId === null || num(f.quantity) === null) return [];
      return [
        {
          type: 'receiving',
          date: text(f.receipt_date) ?? text(h.receipt_date) ?? '',
          materialId,
          lotCode: text(f.lot_code) ?? '',
          quantity: num(f.quantity) as Thousandths,
          unit: text(f.unit),
          role: 'received',
          party: supplierId === null ? null : { kind: 'supplier', id: supplierId },
          tlcSource: supplierId === null ? null : { kind: 'supplier', ids: [supplierId] },
          supplierLotCode: text(f.supplier_lot_code),
          docType: 'Goods receipt',
          docNumber: docNumber(s.id, text(f.po_number)),
          docId: s.id,
          line: r.id,
        },
      ];
    });
  if (kind === 'production') {
    const date = text(h.production_date) ?? '';
    const common = {
      type: 'transformation',
      date,
      party: null,
      docType: 'Production record',
      docNumber: id,
      docId: s.id,
    } as const;
    const inputs: CteEvent[] = rows.flatMap((r) => {
      const materialId = num(r.fields.material_id);
      const qty = num(r.fields.amt_used);
      if (materialId === null || qty === null) return [];
      return [
        {
          ...common,
          materialId,
          lotCode: text(r.fields.material_lot) ?? '',
          quantity: qty as Thousandths,
          unit: text(r.fields.unit),
          role: 'input',
          tlcSource: null,
          line: r.id,
        },
      ];
    });
    const productId = num(h.product_id);
    const produced = num(h.quantity_produced);
    if (productId === null || produced === null) return inputs;
    return [
      ...inputs,
      {
        ...common,
        materialId: productId,
        lotCode: text(h.outgoing_lot) ?? '',
        quantity: produced as Thousandths,
        unit: text(h.quantity_unit),
        role: 'output',
        tlcSource: { kind: 'company' },
        line: 0,
      },
    ];
  }
  const customerId = num(h.customer_id);
  return rows.flatMap((r) => {
    const materialId = num(r.fields.material_id);
    const qty = num(r.fields.material_quantity);
    if (materialId === null || qty === null) return [];
    return [
      {
        type: 'shipping',
        date: text(h.shipment_date) ?? '',
        materialId,
        lotCode: text(r.fields.material_lot_code) ?? '',
        quantity: qty as Thousandths,
        unit: null,
        role: 'shipped',
        party: customerId === null ? null : { kind: 'customer', id: customerId },
        // Shipments carry finished goods, which this company makes and codes.
        tlcSource: { kind: 'company' },
        docType: 'Shipment',
        docNumber: id,
        docId: s.id,
        line: r.id,
      },
    ];
  });
};
