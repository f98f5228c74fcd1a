import { inventoryRoutes } from '@bp/shared/api/routes/inventory.ts';
import { lotView } from '../../core/inventory/views.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { loadLotOr404 } from '../../core/inventory/load.ts';
import { inventoryReadPorts } from '../../wiring/inventory.ts';

export const getMaterialLot = handles(route(inventoryRoutes, 'getMaterialLot'), async ({ params, caller }) =>
  ok(lotView(await loadLotOr404(inventoryReadPorts, caller.companyId, params.id, params.lotId))),
);
