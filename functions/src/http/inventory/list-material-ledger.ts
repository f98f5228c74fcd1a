import { inventoryRoutes } from '@bp/shared/api/routes/inventory.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { historyPage } from './ledger-pages.ts';

export const listMaterialLedger = handles(
  route(inventoryRoutes, 'listMaterialLedger'),
  async ({ params, query, caller }) =>
    ok(
      await historyPage(caller.companyId, params.id, {
        lotId: query.lot_id,
        page: query.page,
        pageSize: query.page_size,
      }),
    ),
);
