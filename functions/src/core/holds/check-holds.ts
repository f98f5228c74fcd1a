import { conflict } from '../errors.ts';
import type { LotRecord } from '../inventory/lot.ts';
import { loadTraceData } from '../trace/load-graph.ts';
import { holdRefusal, type StockUse } from './hold.ts';
import type { HoldReadPorts } from './ports.ts';

/** Stock a submit takes from a lot: a production input, a shipment, an adjustment typed as usage. */
export interface LotUse {
  materialId: number;
  lotCode: string;
}

const ancestorsOf = async (ports: HoldReadPorts, companyId: number, lot: LotRecord) => {
  const data = await loadTraceData(ports.trace, companyId, lot, ['backward']);
  return [...data.backward].flatMap((id) => {
    const found = id === lot.id ? undefined : data.lots.get(id);
    return found ? [found] : [];
  });
};

/**
 * Refuses (409, naming the lot and the hold) a submit that takes stock from a lot on hold or
 * made from one (core/holds/hold.ts, `holdRefusal`). Run on the submit's plan before anything is
 * written. A code no lot has yet is not held (the posting creates it as inconsistent).
 */
export const refuseHeldLots = async (
  ports: HoldReadPorts,
  companyId: number,
  uses: readonly LotUse[],
): Promise<void> => {
  const unique = [...new Map(uses.map((u) => [`${u.materialId}#${u.lotCode.toLowerCase()}`, u])).values()];
  const lots = (
    await Promise.all(unique.map((u) => ports.lotByCode(companyId, u.materialId, u.lotCode)))
  ).filter((l): l is LotRecord => l !== null);
  if (!lots.length) return;
  const withAncestors = await Promise.all(
    lots.map(async (lot) => ({ lot, ancestors: await ancestorsOf(ports, companyId, lot) })),
  );
  const materialIds = withAncestors.flatMap((u) => [
    u.lot.materialId,
    ...u.ancestors.map((a) => a.materialId),
  ]);
  const names = await ports.materialNames(companyId, [...new Set(materialIds)]);
  const nameOf = (id: number) => names.get(id) ?? `material ${id}`;
  for (const { lot, ancestors } of withAncestors) {
    const use: StockUse = {
      lot,
      materialName: nameOf(lot.materialId),
      ancestors: ancestors.map((a) => ({ lot: a, materialName: nameOf(a.materialId) })),
    };
    const refusal = holdRefusal(use);
    if (refusal) throw conflict(refusal);
  }
};
