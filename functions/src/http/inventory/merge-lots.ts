import { inventoryRoutes } from '@bp/shared/api/routes/inventory.ts';
import { mergeLots as merge } from '../../core/inventory/change-lots.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { inventoryPorts } from '../../wiring/inventory.ts';

export const mergeLots = handles(route(inventoryRoutes, 'mergeLots'), async ({ params, body, caller }) =>
  ok(await merge(inventoryPorts, caller, params.id, body.from_lot_id, body.to_lot_id)),
);
