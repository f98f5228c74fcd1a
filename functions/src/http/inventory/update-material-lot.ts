import { inventoryRoutes } from '@bp/shared/api/routes/inventory.ts';
import { editLotCode } from '../../core/inventory/change-lots.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { inventoryPorts } from '../../wiring/inventory.ts';

export const updateMaterialLot = handles(
  route(inventoryRoutes, 'updateMaterialLot'),
  async ({ params, body, caller }) =>
    ok(await editLotCode(inventoryPorts, caller, params.id, params.lotId, body.lot_code)),
);
