import { DRILL_COVERAGE_MONTHS, type DrillCoverage } from '@bp/shared/contracts/drills.ts';
import { groupMaterialIds, productGroupsOf } from '../master-data/product-groups.ts';
import type { MaterialEntry } from '../master-data/search-entries.ts';
import { textKey } from '../master-data/text-key.ts';
import type { DrillRecord } from './ports.ts';

/** The instant DRILL_COVERAGE_MONTHS calendar months before `now`. */
export const coverageSince = (now: string): string => {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - DRILL_COVERAGE_MONTHS);
  return d.toISOString();
};

/**
 * Every product group with its latest drill: a drill covers a group when its material is in the
 * group now, or when it was picked at random from the group. A group is due when it has no
 * drill started within the last DRILL_COVERAGE_MONTHS months.
 */
export const drillCoverageOf = (
  entries: readonly MaterialEntry[],
  drills: readonly DrillRecord[],
  now: string,
): DrillCoverage => {
  const since = coverageSince(now);
  const items = productGroupsOf(entries).map((g) => {
    const members = new Set(groupMaterialIds(entries, g.product_group));
    const key = textKey(g.product_group);
    const latest = drills
      .filter(
        (d) =>
          members.has(d.materialId) || (d.pickedFromGroup !== null && textKey(d.pickedFromGroup) === key),
      )
      .reduce<DrillRecord | null>((a, d) => (a === null || d.startedAt > a.startedAt ? d : a), null);
    return {
      ...g,
      last_drilled_at: latest?.startedAt ?? null,
      last_drill_id: latest?.id ?? null,
      due: latest === null || latest.startedAt < since,
    };
  });
  return { items, due_count: items.filter((g) => g.due).length };
};
