import { type Material, materialMessages } from '@bp/shared/contracts/materials.ts';
import type { MaterialType } from '@bp/shared/contracts/materials.ts';
import { paginate } from '@bp/shared/contracts/common.ts';
import { notFound } from '../errors.ts';
import { type MaterialPorts, presentMaterials } from './materials.ts';
import type { MaterialRecord } from './records.ts';
import { type EntriesAhead, withEntries } from './entries-ahead.ts';
import { productGroupsOf } from './product-groups.ts';
import { type MaterialEntry, selectMaterials } from './search-entries.ts';

/** What the materials' reads need: the search digest and the records by id. */
export interface MaterialReadPorts extends Pick<MaterialPorts, 'supplierNames'> {
  /** The collection's digest entries in list order (name, then id). */
  entries(companyId: number): Promise<readonly MaterialEntry[]>;
  /** The entries held beside the read of the current ones (entries-ahead.ts). */
  entriesAhead(companyId: number): EntriesAhead<MaterialEntry>;
  getMany(companyId: number, ids: readonly number[]): Promise<MaterialRecord[]>;
  get(companyId: number, id: number): Promise<MaterialRecord | null>;
  /** Newest first, archived ones left out. */
  recent(companyId: number, limit: number): Promise<MaterialRecord[]>;
}

export interface MaterialQuery {
  search?: string;
  /** Any of these types (the list takes several); none: every type. */
  material_type?: readonly MaterialType[];
  include_archived?: boolean;
  product_group?: string;
}

const select = (entries: readonly MaterialEntry[], query: MaterialQuery) =>
  selectMaterials(entries, {
    search: query.search,
    types: query.material_type,
    includeArchived: query.include_archived,
    group: query.product_group,
  });

const matching = async (ports: MaterialReadPorts, companyId: number, query: MaterialQuery) =>
  select(await ports.entries(companyId), query);

/**
 * Filters, orders and counts the digest entries, then fetches only the page's materials (beside
 * the digest's versions when this container holds the digest: withEntries).
 */
export const listMaterials = async (
  ports: MaterialReadPorts,
  companyId: number,
  query: MaterialQuery & { page?: number; page_size?: number },
): Promise<{ items: Material[]; total: number }> =>
  withEntries(ports.entriesAhead(companyId), async (entries) => {
    const page = paginate(select(entries, query), query.page, query.page_size);
    const records = await ports.getMany(
      companyId,
      page.items.map((e) => e.id),
    );
    return { items: await presentMaterials(ports, companyId, records), total: page.total };
  });

/** Every material the list's filters match, in list order (the CSV export). */
export const exportMaterials = async (
  ports: MaterialReadPorts,
  companyId: number,
  query: MaterialQuery,
): Promise<Material[]> => {
  const matches = await matching(ports, companyId, query);
  const records = await ports.getMany(
    companyId,
    matches.map((e) => e.id),
  );
  return presentMaterials(ports, companyId, records);
};

export const recentMaterials = async (
  ports: MaterialReadPorts,
  companyId: number,
  limit: number,
): Promise<{ items: Material[]; total: number }> => {
  const items = await presentMaterials(ports, companyId, await ports.recent(companyId, limit));
  return { items, total: items.length };
};

export const loadMaterial = async (
  ports: MaterialReadPorts,
  companyId: number,
  id: number,
): Promise<MaterialRecord> => {
  const material = await ports.get(companyId, id);
  if (!material) throw notFound(materialMessages.notFound);
  return material;
};

export const getMaterial = async (
  ports: MaterialReadPorts,
  companyId: number,
  id: number,
): Promise<Material> =>
  (await presentMaterials(ports, companyId, [await loadMaterial(ports, companyId, id)]))[0] as Material;

/** The company's product groups, from the materials' digest (their one source of truth). */
export const listProductGroups = async (ports: MaterialReadPorts, companyId: number) => ({
  items: productGroupsOf(await ports.entries(companyId)),
});
