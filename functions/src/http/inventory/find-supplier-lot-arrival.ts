import { inventoryRoutes } from '@bp/shared/api/routes/inventory.ts';
import { findSupplierLotArrival as find } from '../../core/inventory/supplier-lot-arrival.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { inventoryPorts } from '../../wiring/inventory.ts';

export const findSupplierLotArrival = handles(
  route(inventoryRoutes, 'findSupplierLotArrival'),
  async ({ params, query, caller }) =>
    ok(await find(inventoryPorts, caller.companyId, params.materialId, query)),
);
