import type { MaterialType } from '@bp/shared/contracts/materials.ts';
import { textKey } from './text-key.ts';

/**
 * Digest lines: what a list filters, orders and counts on. Fields are tab-separated and every
 * text field is a textKey (no tabs or line breaks can occur in it).
 */

export interface NamedEntry {
  id: number;
  /** textKey of the name. */
  name: string;
}

export interface MaterialEntry extends NamedEntry {
  archived: boolean;
  type: MaterialType;
  /** textKey of the SKU ('' when none). */
  sku: string;
  supplierId: number | null;
  /** Lower-cased unit abbreviation. */
  unit: string;
  /** The product group as spelled ('' when none; lines written before groups existed have none). */
  group: string;
}

const TYPE_CODES: Record<MaterialType, string> = { ingredient: 'i', packaging: 'p', finished_goods: 'f' };
const TYPES_BY_CODE: Record<string, MaterialType> = { i: 'ingredient', p: 'packaging', f: 'finished_goods' };

const clean = (value: string): string => value.replace(/[\t\n\r]/g, ' ');

export const encodeNamedEntry = (entry: NamedEntry): string => `${entry.id}\t${clean(entry.name)}`;

export const decodeNamedEntry = (line: string): NamedEntry => {
  const tab = line.indexOf('\t');
  return { id: Number(line.slice(0, tab)), name: line.slice(tab + 1) };
};

export const encodeMaterialEntry = (e: MaterialEntry): string =>
  [
    e.id,
    e.archived ? '1' : '0',
    TYPE_CODES[e.type],
    clean(e.name),
    clean(e.sku),
    e.supplierId ?? '',
    clean(e.unit),
    clean(e.group),
  ].join('\t');

export const decodeMaterialEntry = (line: string): MaterialEntry => {
  const [id, archived, type, name, sku, supplierId, unit, group] = line.split('\t');
  return {
    id: Number(id),
    archived: archived === '1',
    type: TYPES_BY_CODE[type ?? ''] ?? 'ingredient',
    name: name ?? '',
    sku: sku ?? '',
    supplierId: supplierId ? Number(supplierId) : null,
    unit: unit ?? '',
    group: group ?? '',
  };
};

/** Name order without regard to case, then id: stable across pages and calls. */
export const byNameThenId = (a: NamedEntry, b: NamedEntry): number =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id;

export interface MaterialFilter {
  search?: string;
  /** Any of these types; none or empty: every type. */
  types?: readonly MaterialType[];
  includeArchived?: boolean;
  /** Only this product group (compared as textKeys). */
  group?: string;
}

/** The entries a material list shows, in list order. */
export const selectMaterials = (
  entries: readonly MaterialEntry[],
  filter: MaterialFilter,
): MaterialEntry[] => {
  const term = filter.search ? textKey(filter.search) : '';
  const group = filter.group ? textKey(filter.group) : '';
  return entries
    .filter(
      (e) =>
        (filter.includeArchived || !e.archived) &&
        (!filter.types?.length || filter.types.includes(e.type)) &&
        (!term || e.name.includes(term) || e.sku.includes(term)) &&
        (!group || (e.group !== '' && textKey(e.group) === group)),
    )
    .sort(byNameThenId);
};

/** The entries a supplier or customer list shows, in list order. */
export const selectNamed = <E extends NamedEntry>(entries: readonly E[], search?: string): E[] => {
  const term = search ? textKey(search) : '';
  return entries.filter((e) => !term || e.name.includes(term)).sort(byNameThenId);
};
