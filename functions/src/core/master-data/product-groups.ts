import type { ProductGroup } from '@bp/shared/contracts/materials.ts';
import type { MaterialEntry } from './search-entries.ts';
import { textKey } from './text-key.ts';

/**
 * Product groups are not records of their own: a group exists while a material carries it, so
 * the materials' search digest is their one source of truth (the form's suggestions, the list
 * filter, the random drill and the drill coverage all read it). Two spellings that compare
 * equal ("Bakery", " bakery ") are one group.
 */

/** The groups of the unarchived materials, each in the spelling of its lowest-id material, by name. */
export const productGroupsOf = (entries: readonly MaterialEntry[]): ProductGroup[] => {
  const groups = new Map<string, { product_group: string; material_count: number; firstId: number }>();
  for (const e of entries) {
    if (e.archived || e.group === '') continue;
    const key = textKey(e.group);
    const g = groups.get(key);
    if (!g) groups.set(key, { product_group: e.group, material_count: 1, firstId: e.id });
    else {
      g.material_count += 1;
      if (e.id < g.firstId) Object.assign(g, { product_group: e.group, firstId: e.id });
    }
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, g]) => ({ product_group: g.product_group, material_count: g.material_count }));
};

/** The ids of the group's materials, archived ones included (their lots may still be out there). */
export const groupMaterialIds = (entries: readonly MaterialEntry[], group: string): number[] => {
  const key = textKey(group);
  return entries.filter((e) => e.group !== '' && textKey(e.group) === key).map((e) => e.id);
};

/** How the group is spelled: as its lowest-id material spells it (the groups list's rule), else as asked. */
export const groupSpelling = (entries: readonly MaterialEntry[], group: string): string => {
  const ids = new Set(groupMaterialIds(entries, group));
  const first = entries.filter((e) => ids.has(e.id)).sort((a, b) => a.id - b.id)[0];
  return first?.group ?? group;
};
