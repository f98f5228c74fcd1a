import { inventoryRoutes } from '@bp/shared/api/routes/inventory.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { lotPage } from '../../core/inventory/lot-pages.ts';
import { inventoryReadPorts } from '../../wiring/inventory.ts';

export const listMaterialLots = handles(
  route(inventoryRoutes, 'listMaterialLots'),
  async ({ params, query, caller }) =>
    ok(await lotPage(inventoryReadPorts, caller.companyId, params.id, query)),
);
