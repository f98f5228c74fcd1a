import { toNumber } from '@bp/shared/quantity/quantity.ts';
import { holdView } from '../holds/hold.ts';
import type { TraceCustomer, TraceEdge, TraceGraph, TraceNode } from '@bp/shared/contracts/trace.ts';
import {
  customerContact,
  linksOf,
  lotOf,
  receiptsOf,
  receiptView,
  shipmentsOf,
  shipmentView,
  sortedByDate,
  type TraceContext,
} from './context.ts';
import { survivorOf } from './load-graph.ts';

type Direction = 'forward' | 'backward';

/** One step of the tree: the production links that lead from a lot to its children. */
const steps = (ctx: TraceContext, lotId: number, direction: Direction) =>
  linksOf(ctx, lotId).flatMap((l) => {
    if (l.type !== 'production') return [];
    const edge: TraceEdge = {
      submission_id: l.submissionId,
      date: l.date,
      quantity_used: toNumber(l.quantityUsed),
      quantity_produced: toNumber(l.quantityProduced),
    };
    if (direction === 'forward' && l.direction === 'out')
      return [{ lotId: l.outputLotId, rowId: l.rowId, edge }];
    if (direction === 'backward' && l.direction === 'in')
      return [{ lotId: l.inputLotId, rowId: l.rowId, edge }];
    return [];
  });

/**
 * The tree of one direction from the root, depth first. A lot already on the branch is a cycle
 * (bad data: its children would repeat forever); a lot expanded on another branch is shown
 * once more without its children. So the tree has at most one node per link.
 */
export const buildTree = (ctx: TraceContext, direction: Direction): { tree: TraceNode; cycles: number } => {
  const expanded = new Set<number>();
  const branch = new Set<number>();
  let cycles = 0;
  const node = (lotId: number, via: TraceEdge | null): TraceNode => {
    const lot = lotOf(ctx, lotId);
    const material = ctx.materials.get(lot.materialId);
    const repeated = branch.has(lot.id) ? 'cycle' : expanded.has(lot.id) ? 'shown_elsewhere' : null;
    if (repeated === 'cycle') cycles++;
    const base = {
      lot_id: lot.id,
      lot_code: lot.lotCode,
      material_id: lot.materialId,
      material_name: material?.name ?? `Material ${lot.materialId}`,
      sku: material?.sku ?? null,
      material_type: material?.material_type ?? 'ingredient',
      unit_of_measure: material?.unit_of_measure ?? '',
      origin: lot.origin,
      quantity_on_hand: toNumber(lot.quantity),
      hold: holdView(lot.hold),
      via,
      receipts: sortedByDate(receiptsOf(ctx, lot.id).map((r) => receiptView(ctx, r))),
      shipments: sortedByDate(shipmentsOf(ctx, lot.id).map((s) => shipmentView(ctx, s))),
      repeated,
    } as const;
    if (repeated) return { ...base, children: [] };
    expanded.add(lot.id);
    branch.add(lot.id);
    const children = steps(ctx, lot.id, direction)
      .sort(
        (a, b) =>
          a.edge.date.localeCompare(b.edge.date) ||
          a.edge.submission_id - b.edge.submission_id ||
          a.rowId - b.rowId,
      )
      .map((s) => node(survivorOf(ctx.lots, s.lotId), s.edge));
    branch.delete(lot.id);
    return { ...base, children };
  };
  const tree = node(ctx.root.id, null);
  return { tree, cycles };
};

/** Who to call (customers of every lot forward), what to hold, whom the inputs came from. */
const summary = (ctx: TraceContext, cycles: number): TraceGraph['summary'] => {
  const customers = new Map<number, TraceGraph['summary']['customers'][number]>();
  const holds: TraceGraph['summary']['stock_to_hold'] = [];
  for (const id of ctx.forward) {
    const lot = lotOf(ctx, id);
    const material = ctx.materials.get(lot.materialId);
    const name = material?.name ?? `Material ${lot.materialId}`;
    if (lot.quantity > 0)
      holds.push({
        lot_id: lot.id,
        lot_code: lot.lotCode,
        material_id: lot.materialId,
        material_name: name,
        quantity_on_hand: toNumber(lot.quantity),
        unit_of_measure: material?.unit_of_measure ?? '',
        hold: holdView(lot.hold),
        unverified_origin: lot.origin === 'inconsistent',
      });
    for (const s of shipmentsOf(ctx, id)) {
      const entry: TraceCustomer = customers.get(s.customerId) ?? {
        ...customerContact(ctx, s.customerId),
        shipments: [],
      };
      entry.shipments.push({
        ...shipmentView(ctx, s),
        lot_id: lot.id,
        lot_code: lot.lotCode,
        material_name: name,
      });
      customers.set(s.customerId, entry);
    }
  }
  const suppliers = new Map<number, TraceGraph['summary']['suppliers'][number]>();
  for (const id of ctx.backward) {
    const lot = lotOf(ctx, id);
    for (const r of receiptsOf(ctx, id)) {
      const view = receiptView(ctx, r);
      const entry = suppliers.get(r.supplierId) ?? {
        supplier_id: r.supplierId,
        supplier: view.supplier,
        contact_name: view.contact_name,
        phone_number: view.phone_number,
        email: view.email,
        lots: [],
      };
      if (!entry.lots.some((l) => l.lot_id === lot.id))
        entry.lots.push({
          lot_id: lot.id,
          lot_code: lot.lotCode,
          material_name: ctx.materials.get(lot.materialId)?.name ?? `Material ${lot.materialId}`,
        });
      suppliers.set(r.supplierId, entry);
    }
  }
  const byName =
    <T>(name: (t: T) => string) =>
    (a: T, b: T) =>
      name(a).localeCompare(name(b));
  return {
    customers: [...customers.values()]
      .map((c) => ({ ...c, shipments: sortedByDate(c.shipments) }))
      .sort(byName((c) => c.customer_name)),
    stock_to_hold: holds.sort(byName((h) => `${h.material_name}\n${h.lot_code}`)),
    suppliers: [...suppliers.values()].sort(byName((s) => s.supplier)),
    lot_count: new Set([...ctx.forward, ...ctx.backward]).size,
    cycles_found: cycles,
  };
};

export const buildGraph = (ctx: TraceContext): TraceGraph => {
  const forward = buildTree(ctx, 'forward');
  const backward = buildTree(ctx, 'backward');
  return {
    forward: forward.tree,
    backward: backward.tree,
    summary: summary(ctx, forward.cycles + backward.cycles),
  };
};
