import { inventoryRoutes } from '@bp/shared/api/routes/inventory.ts';
import { lotView } from '../../core/inventory/views.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { loadLotOr404 } from './inventory-ports.ts';

export const getMaterialLot = handles(route(inventoryRoutes, 'getMaterialLot'), async ({ params, caller }) =>
  ok(lotView(await loadLotOr404(caller.companyId, params.id, params.lotId))),
);
