import { inventoryRoutes } from '@bp/shared/api/routes/inventory.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { historyPage } from './ledger-pages.ts';

export const inventoryHistory = handles(
  route(inventoryRoutes, 'inventoryHistory'),
  async ({ params, query, caller }) =>
    ok(
      await historyPage(caller.companyId, params.materialId, {
        lotId: query.lot_id,
        type: query.txn_type,
        startDate: query.start_date,
        endDate: query.end_date,
        page: query.page,
        pageSize: query.page_size,
      }),
    ),
);
