import { materialRoutes } from '@bp/shared/api/routes/materials.ts';
import { recentMaterials as readRecent } from '../../core/master-data/material-queries.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { materialPorts } from '../../wiring/materials.ts';

export const recentMaterials = handles(route(materialRoutes, 'recentMaterials'), async ({ query, caller }) =>
  ok(await readRecent(materialPorts, caller.companyId, query.limit)),
);
