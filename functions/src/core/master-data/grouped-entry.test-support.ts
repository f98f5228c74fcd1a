import type { MaterialEntry } from './search-entries.ts';

/** A finished good's digest entry in a product group, for the unit tests of groups and drills. */
export const groupedEntry = (id: number, group: string, archived = false): MaterialEntry => ({
  id,
  name: `m${id}`,
  archived,
  type: 'finished_goods',
  sku: '',
  supplierId: null,
  unit: 'kg',
  group,
});
