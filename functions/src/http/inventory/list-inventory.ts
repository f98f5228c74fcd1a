import { inventoryRoutes } from '@bp/shared/api/routes/inventory.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { inventoryItems } from '../../core/inventory/stock-list.ts';
import { inventoryReadPorts } from '../../wiring/inventory.ts';

export const listInventory = handles(route(inventoryRoutes, 'listInventory'), async ({ query, caller }) =>
  ok(await inventoryItems(inventoryReadPorts, caller.companyId, query)),
);
