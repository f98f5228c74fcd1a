import { inventoryRoutes } from '@bp/shared/api/routes/inventory.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { lotPage } from './lot-lists.ts';

export const listMaterialLots = handles(
  route(inventoryRoutes, 'listMaterialLots'),
  async ({ params, query, caller }) => ok(await lotPage(caller.companyId, params.id, query)),
);
