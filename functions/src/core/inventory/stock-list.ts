import type { InventoryItem } from '@bp/shared/contracts/inventory.ts';
import { paginate } from '@bp/shared/contracts/common.ts';
import { toNumber, ZERO } from '@bp/shared/quantity/quantity.ts';
import { namedMaterials } from '../master-data/materials.ts';
import { withEntries } from '../master-data/entries-ahead.ts';
import { selectMaterials } from '../master-data/search-entries.ts';
import type { InventoryReadPorts } from './read-ports.ts';

/**
 * The stock list: the materials digest (active materials, search on name and SKU, name order)
 * gives the page's ids; only the page's materials, stock items and default suppliers are read,
 * in one batched read.
 */
export const inventoryItems = async (
  ports: InventoryReadPorts,
  companyId: number,
  query: { search?: string; page?: number; page_size?: number },
): Promise<{ items: InventoryItem[]; total: number }> =>
  // The page's read runs beside the digest's versions when this container holds the digest; its
  // stock is read by that read, never kept (withEntries).
  withEntries(ports.materialEntriesAhead(companyId), async (entries) => {
    const matches = selectMaterials(entries, { search: query.search, includeArchived: false });
    const page = paginate(matches, query.page, query.page_size);
    const ids = page.items.map((e) => e.id);
    // The digest names each material's default supplier: its name is read with the page. A
    // record naming another one (changed since the digest was read) has its names read as before.
    const supplierIds = page.items.flatMap((e) => (e.supplierId === null ? [] : [e.supplierId]));
    const { records, stock, supplierNames } = await ports.stockPage(companyId, ids, supplierIds);
    const named = records.every(
      (m) => m.default_supplier_id === null || supplierNames.has(m.default_supplier_id),
    );
    const materials = named
      ? namedMaterials(records, supplierNames)
      : await ports.presentMaterials(companyId, records);
    return {
      total: page.total,
      items: materials.map((m) => ({
        material_id: m.id,
        material_name: m.name,
        sku: m.sku,
        material_type: m.material_type,
        quantity_on_hand: toNumber(stock.get(m.id) ?? ZERO),
        unit_of_measure: m.unit_of_measure,
        traceable: m.traceable,
        default_supplier_name: m.default_supplier_name,
      })),
    };
  });
