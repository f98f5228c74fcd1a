import { inventoryRoutes } from '@bp/shared/api/routes/inventory.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { lotPage } from './lot-lists.ts';

export const listLotCodes = handles(
  route(inventoryRoutes, 'listLotCodes'),
  async ({ params, query, caller }) =>
    ok(await lotPage(caller.companyId, params.materialId, { ...query, include_archived: false })),
);
