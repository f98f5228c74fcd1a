import { add, toNumber, ZERO, type Thousandths } from '@bp/shared/quantity/quantity.ts';
import type {
  FinishedGoodRecall,
  IngredientPackagingRecall,
  TraceGraph,
} from '@bp/shared/contracts/trace.ts';
import {
  linksOf,
  lotOf,
  materialName,
  receiptsOf,
  receiptView,
  shipmentsOf,
  shipmentView,
  sortedByDate,
  type TraceContext,
  unitOf,
} from './context.ts';
import type { StoredLink } from './ports.ts';

type Production = Extract<StoredLink, { type: 'production' }>;

const productionLinks = (ctx: TraceContext, lotId: number, direction: 'in' | 'out'): Production[] =>
  linksOf(ctx, lotId).filter((l): l is Production => l.type === 'production' && l.direction === direction);

const sum = (values: Thousandths[]): Thousandths => (values.length ? add(...values) : ZERO);

/** The suppliers that delivered a lot, as one text (null when it was never received). */
const suppliersOfLot = (ctx: TraceContext, lotId: number): string | null => {
  const names = [...new Set(receiptsOf(ctx, lotId).map((r) => receiptView(ctx, r).supplier))];
  return names.length ? names.join(', ') : null;
};

/** The runs that made the lot: one per production submission, its inputs as the spec lists them. */
const productionRuns = (ctx: TraceContext): FinishedGoodRecall['production_runs'] => {
  const root = ctx.root;
  const runs = new Map<number, Production[]>();
  for (const l of productionLinks(ctx, root.id, 'in'))
    runs.set(l.submissionId, [...(runs.get(l.submissionId) ?? []), l]);
  return sortedByDate(
    [...runs.entries()].map(([submissionId, inputs]) => ({
      submission_id: submissionId,
      date: (inputs[0] as Production).date,
      quantity: toNumber((inputs[0] as Production).quantityProduced),
      unit_of_measure: unitOf(ctx, root.materialId),
      ingredients_used: inputs
        .sort((a, b) => a.rowId - b.rowId)
        .map((l) => {
          const lot = lotOf(ctx, l.inputLotId);
          return {
            material_id: lot.materialId,
            name: materialName(ctx, lot.materialId),
            lot_id: lot.id,
            lot_code: lot.lotCode,
            supplier: suppliersOfLot(ctx, lot.id),
            quantity_used: toNumber(l.quantityUsed),
            unit_of_measure: unitOf(ctx, l.inputMaterialId),
          };
        }),
    })),
  );
};

/** Total produced: each run's quantity once (a run's links all carry it). */
const totalProduced = (ctx: TraceContext): Thousandths => {
  const perRun = new Map<number, Thousandths>();
  for (const l of productionLinks(ctx, ctx.root.id, 'in')) perRun.set(l.submissionId, l.quantityProduced);
  return sum([...perRun.values()]);
};

type Traced = Pick<FinishedGoodRecall, 'queried_lot_code' | 'queried_material_details' | 'lot'> & {
  graph: TraceGraph;
};

export const finishedGoodView = (ctx: TraceContext, traced: Traced): FinishedGoodRecall => {
  const shipments = shipmentsOf(ctx, ctx.root.id);
  return {
    trace_type: 'finished_good_recall',
    ...traced,
    current_status: {
      total_produced: toNumber(totalProduced(ctx)),
      total_shipped: toNumber(sum(shipments.map((s) => s.quantity))),
      quantity_in_inventory: toNumber(ctx.root.quantity),
    },
    production_runs: productionRuns(ctx),
    shipments: sortedByDate(shipments.map((s) => shipmentView(ctx, s))),
  };
};

export const ingredientView = (ctx: TraceContext, traced: Traced): IngredientPackagingRecall => {
  const receipts = receiptsOf(ctx, ctx.root.id);
  const usages = productionLinks(ctx, ctx.root.id, 'out');
  return {
    trace_type: 'ingredient_packaging_recall',
    ...traced,
    current_status: {
      total_received: toNumber(sum(receipts.map((r) => r.quantity))),
      total_used_in_production: toNumber(sum(usages.map((u) => u.quantityUsed))),
      quantity_in_inventory: toNumber(ctx.root.quantity),
    },
    receipts: sortedByDate(receipts.map((r) => receiptView(ctx, r))),
    usage_in_production: sortedByDate(
      usages.map((u) => {
        const out = lotOf(ctx, u.outputLotId);
        const material = ctx.materials.get(out.materialId);
        return {
          submission_id: u.submissionId,
          date: u.date,
          quantity_used: toNumber(u.quantityUsed),
          unit_of_measure: unitOf(ctx, u.inputMaterialId),
          finished_good: {
            material_id: out.materialId,
            name: materialName(ctx, out.materialId),
            material_type: material?.material_type ?? 'finished_goods',
            lot_id: out.id,
            lot_code: out.lotCode,
            current_inventory: toNumber(out.quantity),
            quantity_produced: toNumber(u.quantityProduced),
            unit_of_measure: unitOf(ctx, out.materialId),
            shipments: sortedByDate(shipmentsOf(ctx, out.id).map((s) => shipmentView(ctx, s))),
          },
        };
      }),
    ),
    production_runs: productionRuns(ctx),
  };
};
