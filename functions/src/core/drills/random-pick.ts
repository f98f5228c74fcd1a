import { drillMessages } from '@bp/shared/contracts/drills.ts';
import { notFound } from '../errors.ts';
import type { LotRecord } from '../inventory/lot.ts';
import { groupMaterialIds, groupSpelling } from '../master-data/product-groups.ts';
import type { MaterialEntry } from '../master-data/search-entries.ts';

/**
 * The random drill (issue 21 item 5): the product picks a lot of a chosen product group, so a
 * year's drills cover every group and nobody drills only the lots they know trace cleanly.
 *
 * Which lots: every lot of the group's materials that was not merged away (a lot exists only
 * through a posting, so each had movement). Which first: a drill is about lots that could have
 * reached customers, and about lots not drilled before. So the lots never drilled come before
 * those already drilled, and within each: lots that were shipped (they are at customers: the
 * recall a drill rehearses), then lots in stock (they could still go out), then the rest (used
 * up in production or adjusted away: their trace still leads forward). The pick is uniform among
 * the best such tier that is not empty.
 */

export interface PickPorts {
  materialEntries(companyId: number): Promise<readonly MaterialEntry[]>;
  /** Every lot of a material, merged ones included. */
  materialLots(companyId: number, materialId: number): Promise<LotRecord[]>;
  /** The ids of the material's lots that a shipment entry took stock from. */
  shippedLotIds(companyId: number, materialId: number): Promise<ReadonlySet<number>>;
  /** A uniform whole number in [0, n): crypto random in production, fixed in unit tests. */
  randomIndex(n: number): number;
}

export interface PickCandidate {
  lot: LotRecord;
  shipped: boolean;
  drilled: boolean;
}

/** Lower is preferred: never drilled first, then shipped, in stock, the rest. */
export const pickTier = (c: PickCandidate): number =>
  (c.drilled ? 3 : 0) + (c.shipped ? 0 : c.lot.quantity > 0 ? 1 : 2);

export const chooseCandidate = (
  candidates: readonly PickCandidate[],
  randomIndex: (n: number) => number,
): PickCandidate | null => {
  if (candidates.length === 0) return null;
  const best = Math.min(...candidates.map(pickTier));
  // Ordered by lot id so that a fixed random index always names the same lot.
  const pool = candidates.filter((c) => pickTier(c) === best).sort((a, b) => a.lot.id - b.lot.id);
  return pool[randomIndex(pool.length)] ?? null;
};

/** A lot or any lot merged into it was shipped / drilled. */
const touches = (lot: LotRecord, ids: ReadonlySet<number>): boolean =>
  ids.has(lot.id) || lot.mergedLotIds.some((id) => ids.has(id));

/**
 * Picks the group's lot to drill, with the group as its material spells it (the name asked may
 * differ in case or spacing); 404 when the group has no lot.
 */
export const pickGroupLot = async (
  ports: PickPorts,
  companyId: number,
  group: string,
  drilledLotIds: ReadonlySet<number>,
): Promise<{ lot: LotRecord; group: string }> => {
  const entries = await ports.materialEntries(companyId);
  const materialIds = groupMaterialIds(entries, group);
  const perMaterial = await Promise.all(
    materialIds.map(async (materialId) => {
      const [lots, shipped] = await Promise.all([
        ports.materialLots(companyId, materialId),
        ports.shippedLotIds(companyId, materialId),
      ]);
      return lots
        .filter((lot) => lot.mergedInto === null)
        .map((lot) => ({ lot, shipped: touches(lot, shipped), drilled: touches(lot, drilledLotIds) }));
    }),
  );
  const chosen = chooseCandidate(perMaterial.flat(), ports.randomIndex);
  if (!chosen) throw notFound(drillMessages.groupHasNoLot(group));
  return { lot: chosen.lot, group: groupSpelling(entries, group) };
};
