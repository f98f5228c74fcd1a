import type { MaterialLot } from '@bp/shared/contracts/lots.ts';
import { paginate } from '@bp/shared/contracts/common.ts';
import { materialLots } from '../../adapters/dynamodb/inventory/lot-items.ts';
import { selectLots } from '../../core/inventory/select-lots.ts';
import { lotView } from '../../core/inventory/views.ts';
import { loadMaterialOr404 } from './inventory-ports.ts';

/** A material's lots as a page (the lots screen and the adjust form's lot code picker). */
export const lotPage = async (
  companyId: number,
  materialId: number,
  query: { search?: string; include_archived?: boolean; page?: number; page_size?: number },
): Promise<{ items: MaterialLot[]; total: number }> => {
  await loadMaterialOr404(companyId, materialId);
  const lots = selectLots(await materialLots(companyId, materialId), {
    search: query.search,
    includeMerged: query.include_archived,
  });
  const page = paginate(lots, query.page, query.page_size);
  return { items: page.items.map(lotView), total: page.total };
};
