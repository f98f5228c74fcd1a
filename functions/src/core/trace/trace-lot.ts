import { traceMessages, type TraceLotBody, type TraceResult } from '@bp/shared/contracts/trace.ts';
import { holdView } from '../holds/hold.ts';
import { toNumber } from '@bp/shared/quantity/quantity.ts';
import { notFound } from '../errors.ts';
import { lotCodeKey } from '../inventory/lot-code.ts';
import type { LotRecord } from '../inventory/lot.ts';
import { loadTraceContext } from './context.ts';
import { buildGraph } from './graph-tree.ts';
import { lotsNamedBy } from './lots-named-by.ts';
import type { LotRef, StoredLink, TracePorts } from './ports.ts';
import { finishedGoodView, ingredientView } from './spec-view.ts';

/** Follows merges from a lot to the lot that holds its stock now. */
const survivingLot = async (ports: TracePorts, companyId: number, lot: LotRecord): Promise<LotRecord> => {
  let current = lot;
  for (let hops = 0; current.mergedInto !== null && hops < 64; hops++) {
    const [next] = await ports.lots(companyId, [
      { materialId: current.materialId, lotId: current.mergedInto },
    ]);
    if (!next) break;
    current = next;
  }
  return current;
};

/**
 * Finds the lot a code names. Several materials with the code and no material_id: the caller must
 * choose (ambiguous). Codes are compared without regard to case; a merged code finds its survivor.
 */
const findLots = async (ports: TracePorts, companyId: number, body: TraceLotBody): Promise<LotRef[]> => {
  const refs = lotsNamedBy(await ports.lotsByCode(companyId, body.lot_code));
  if (body.material_id === undefined) {
    if (!refs.length) throw notFound(traceMessages.lotNotFound(body.lot_code));
    return refs;
  }
  const mine = refs.filter((r) => r.materialId === body.material_id);
  if (!mine.length) throw notFound(traceMessages.lotNotFoundForMaterial(body.lot_code));
  return mine;
};

/** The lot a trace starts from, or the materials to choose from when the code is ambiguous. */
export const resolveTracedLot = async (
  ports: TracePorts,
  companyId: number,
  body: TraceLotBody,
  /** Read the named lot's link partition beside its item (a trace walks from it: one round less). */
  withLinks = false,
  /**
   * The lot, when the caller knows it by id (a drill): the code's index, which AWS cannot read
   * consistently, is not asked, so a lot made a moment ago is found.
   */
  known?: LotRef,
): Promise<{ root: LotRecord; links?: ReadonlyMap<number, StoredLink[]> } | { materialIds: number[] }> => {
  const refs = known ? [known] : await findLots(ports, companyId, body);
  const materialIds = [...new Set(refs.map((r) => r.materialId))];
  if (materialIds.length > 1) return { materialIds };
  const ref = refs[0] as LotRef;
  // A lot merged away is still read from: its partition is part of its survivor's links.
  const [[found], links] = await Promise.all([
    ports.lots(companyId, [ref]),
    withLinks ? ports.links(companyId, [ref.lotId]) : undefined,
  ]);
  if (!found) throw notFound(traceMessages.lotNotFound(body.lot_code));
  return { root: await survivingLot(ports, companyId, found), ...(links ? { links } : {}) };
};

/** POST /api/trace-lot: spec 001's lot trace, with the whole graph beside it. */
export const traceLot = async (
  ports: TracePorts,
  companyId: number,
  body: TraceLotBody,
  known?: LotRef,
): Promise<TraceResult> => {
  const resolved = await resolveTracedLot(ports, companyId, body, true, known);
  if ('materialIds' in resolved) {
    const materials = await ports.materials(companyId, resolved.materialIds);
    return {
      trace_type: 'ambiguous_material',
      queried_lot_code: body.lot_code,
      message: traceMessages.ambiguous(body.lot_code),
      materials: materials
        .map((m) => ({ id: m.id, name: m.name, material_type: m.material_type }))
        .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id),
    };
  }
  const root = resolved.root;
  const ctx = await loadTraceContext(ports, companyId, root, resolved.links);
  const material = ctx.materials.get(root.materialId);
  if (!material) throw notFound(traceMessages.materialNotFound);
  const traced = {
    queried_lot_code: body.lot_code,
    queried_material_details: {
      id: material.id,
      name: material.name,
      sku: material.sku,
      unit_of_measure: material.unit_of_measure,
      material_type: material.material_type,
    },
    lot: {
      id: root.id,
      lot_code: root.lotCode,
      origin: root.origin,
      quantity_on_hand: toNumber(root.quantity),
      hold: holdView(root.hold),
      merged_from_code: lotCodeKey(root.lotCode) === lotCodeKey(body.lot_code) ? null : body.lot_code,
    },
    graph: buildGraph(ctx),
  };
  return material.material_type === 'finished_goods'
    ? finishedGoodView(ctx, traced)
    : ingredientView(ctx, traced);
};
