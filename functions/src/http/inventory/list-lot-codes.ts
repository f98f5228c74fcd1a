import { inventoryRoutes } from '@bp/shared/api/routes/inventory.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { lotPage } from '../../core/inventory/lot-pages.ts';
import { inventoryReadPorts } from '../../wiring/inventory.ts';

export const listLotCodes = handles(
  route(inventoryRoutes, 'listLotCodes'),
  async ({ params, query, caller }) =>
    ok(
      await lotPage(inventoryReadPorts, caller.companyId, params.materialId, {
        ...query,
        include_archived: false,
      }),
    ),
);
