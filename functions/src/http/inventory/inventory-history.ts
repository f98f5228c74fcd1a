import { inventoryRoutes } from '@bp/shared/api/routes/inventory.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { historyPage } from '../../core/inventory/history.ts';
import { inventoryReadPorts } from '../../wiring/inventory.ts';

export const inventoryHistory = handles(
  route(inventoryRoutes, 'inventoryHistory'),
  async ({ params, query, caller }) =>
    ok(
      await historyPage(inventoryReadPorts, caller.companyId, params.materialId, {
        lotId: query.lot_id,
        type: query.txn_type,
        startDate: query.start_date,
        endDate: query.end_date,
        page: query.page,
        pageSize: query.page_size,
      }),
    ),
);
