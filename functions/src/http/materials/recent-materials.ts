import { materialRoutes } from '@bp/shared/api/routes/materials.ts';
import { recentMaterials as readRecent } from '../../adapters/dynamodb/master-data/materials-repo.ts';
import { presentMaterials } from '../../core/master-data/materials.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { materialPorts } from './material-ports.ts';

export const recentMaterials = handles(
  route(materialRoutes, 'recentMaterials'),
  async ({ query, caller }) => {
    const records = await readRecent(caller.companyId, query.limit);
    const items = await presentMaterials(materialPorts, caller.companyId, records);
    return ok({ items, total: items.length });
  },
);
