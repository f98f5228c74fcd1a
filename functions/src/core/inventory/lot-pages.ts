import type { MaterialLot } from '@bp/shared/contracts/lots.ts';
import { paginate } from '@bp/shared/contracts/common.ts';
import { loadMaterialOr404 } from './load.ts';
import type { InventoryReadPorts } from './read-ports.ts';
import { selectLots } from './select-lots.ts';
import { lotView } from './views.ts';

/** A material's lots as a page (the lots screen and the adjust form's lot code picker). */
export const lotPage = async (
  ports: InventoryReadPorts,
  companyId: number,
  materialId: number,
  query: { search?: string; include_archived?: boolean; page?: number; page_size?: number },
): Promise<{ items: MaterialLot[]; total: number }> => {
  await loadMaterialOr404(ports, companyId, materialId);
  const lots = selectLots(await ports.materialLots(companyId, materialId), {
    search: query.search,
    includeMerged: query.include_archived,
  });
  const page = paginate(lots, query.page, query.page_size);
  return { items: page.items.map(lotView), total: page.total };
};
