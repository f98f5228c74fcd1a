import type { InventoryItem } from '@bp/shared/contracts/inventory.ts';
import { toNumber } from '@bp/shared/quantity/quantity.ts';
import { getMaterials, materialEntries } from '../../adapters/dynamodb/master-data/materials-repo.ts';
import { stockOf } from '../../adapters/dynamodb/inventory/stock-items.ts';
import { presentMaterials } from '../../core/master-data/materials.ts';
import { selectMaterials } from '../../core/master-data/search-entries.ts';
import { paginate } from '@bp/shared/contracts/common.ts';
import { materialPorts } from '../materials/material-ports.ts';

/**
 * The stock list: the materials digest (active materials, search on name and SKU, name order)
 * gives the page's ids; only the page's materials and stock items are read.
 */
export const inventoryItems = async (
  companyId: number,
  query: { search?: string; page?: number; page_size?: number },
): Promise<{ items: InventoryItem[]; total: number }> => {
  const matches = selectMaterials(await materialEntries(companyId), {
    search: query.search,
    includeArchived: false,
  });
  const page = paginate(matches, query.page, query.page_size);
  const ids = page.items.map((e) => e.id);
  const [records, stock] = await Promise.all([getMaterials(companyId, ids), stockOf(companyId, ids)]);
  const materials = await presentMaterials(materialPorts, companyId, records);
  return {
    total: page.total,
    items: materials.map((m) => ({
      material_id: m.id,
      material_name: m.name,
      sku: m.sku,
      material_type: m.material_type,
      quantity_on_hand: toNumber(stock.get(m.id) ?? (0 as never)),
      unit_of_measure: m.unit_of_measure,
      traceable: m.traceable,
      default_supplier_name: m.default_supplier_name,
    })),
  };
};
