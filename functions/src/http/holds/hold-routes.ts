import { holdRoutes } from '@bp/shared/api/routes/holds.ts';
import {
  holdHistoryOf,
  holdLot as hold,
  previewDescendants,
  releaseLot as release,
} from '../../core/holds/hold-lot.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { holdPorts } from '../../wiring/holds.ts';

export const lotHoldHistory = handles(route(holdRoutes, 'lotHoldHistory'), async ({ params, caller }) =>
  ok(await holdHistoryOf(holdPorts, caller.companyId, params.id, params.lotId)),
);

export const lotDescendants = handles(route(holdRoutes, 'lotDescendants'), async ({ params, caller }) =>
  ok(await previewDescendants(holdPorts, caller.companyId, params.id, params.lotId)),
);

export const holdLot = handles(route(holdRoutes, 'holdLot'), async ({ params, body, caller }) =>
  ok(await hold(holdPorts, caller, params.id, params.lotId, body)),
);

export const releaseLot = handles(route(holdRoutes, 'releaseLot'), async ({ params, body, caller }) =>
  ok(await release(holdPorts, caller, params.id, params.lotId, body.reason)),
);
