import { materialRoutes } from '@bp/shared/api/routes/materials.ts';
import { paginate } from '@bp/shared/contracts/common.ts';
import { getMaterials, materialEntries } from '../../adapters/dynamodb/master-data/materials-repo.ts';
import { presentMaterials } from '../../core/master-data/materials.ts';
import { selectMaterials } from '../../core/master-data/search-entries.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { materialPorts } from './material-ports.ts';

/** Filters, orders and counts the digest entries, then fetches only the page's materials. */
export const listMaterials = handles(route(materialRoutes, 'listMaterials'), async ({ query, caller }) => {
  const matches = selectMaterials(await materialEntries(caller.companyId), {
    search: query.search,
    types: query.material_type,
    includeArchived: query.include_archived,
  });
  const page = paginate(matches, query.page, query.page_size);
  const records = await getMaterials(
    caller.companyId,
    page.items.map((e) => e.id),
  );
  return ok({ items: await presentMaterials(materialPorts, caller.companyId, records), total: page.total });
});
