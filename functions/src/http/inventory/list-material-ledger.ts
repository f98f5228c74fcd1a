import { inventoryRoutes } from '@bp/shared/api/routes/inventory.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { historyPage } from '../../core/inventory/history.ts';
import { inventoryReadPorts } from '../../wiring/inventory.ts';

export const listMaterialLedger = handles(
  route(inventoryRoutes, 'listMaterialLedger'),
  async ({ params, query, caller }) =>
    ok(
      await historyPage(inventoryReadPorts, caller.companyId, params.id, {
        lotId: query.lot_id,
        page: query.page,
        pageSize: query.page_size,
      }),
    ),
);
