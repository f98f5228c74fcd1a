import { materialRoutes } from '@bp/shared/api/routes/materials.ts';
import { getMaterial as read } from '../../core/master-data/material-queries.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { materialPorts } from '../../wiring/materials.ts';

export const getMaterial = handles(route(materialRoutes, 'getMaterial'), async ({ params, caller }) =>
  ok(await read(materialPorts, caller.companyId, params.id)),
);
