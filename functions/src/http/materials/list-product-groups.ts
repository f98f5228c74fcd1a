import { materialRoutes } from '@bp/shared/api/routes/materials.ts';
import { listProductGroups as list } from '../../core/master-data/material-queries.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { materialPorts } from '../../wiring/materials.ts';

export const listProductGroups = handles(route(materialRoutes, 'listProductGroups'), async ({ caller }) =>
  ok(await list(materialPorts, caller.companyId)),
);
