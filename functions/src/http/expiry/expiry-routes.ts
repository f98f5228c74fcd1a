import { expiryRoutes } from '@bp/shared/api/routes/expiry.ts';
import { expiringLots } from '../../core/expiry/expiring.ts';
import { fefoLots } from '../../core/expiry/fefo-lots.ts';
import { setLotExpiry as setExpiry } from '../../core/expiry/set-expiry.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { expiryPorts } from '../../wiring/expiry.ts';
import { inventoryReadPorts } from '../../wiring/inventory.ts';

export const setLotExpiry = handles(route(expiryRoutes, 'setLotExpiry'), async ({ params, body, caller }) =>
  ok(
    await setExpiry(
      expiryPorts,
      caller.companyId,
      params.id,
      params.lotId,
      body.date === null ? null : { date: body.date, kind: body.kind },
    ),
  ),
);

export const listFefoLots = handles(route(expiryRoutes, 'listFefoLots'), async ({ params, caller }) =>
  ok(await fefoLots(inventoryReadPorts, caller.companyId, params.materialId)),
);

export const listExpiringLots = handles(route(expiryRoutes, 'listExpiringLots'), async ({ query, caller }) =>
  ok(await expiringLots(expiryPorts, caller.companyId, query.days)),
);
