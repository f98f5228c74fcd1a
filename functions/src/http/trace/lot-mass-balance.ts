import { traceRoutes } from '@bp/shared/api/routes/trace.ts';
import { lotMassBalance as balance } from '../../core/trace/mass-balance.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { tracePorts } from '../../wiring/trace.ts';

export const lotMassBalance = handles(route(traceRoutes, 'lotMassBalance'), async ({ query, caller }) =>
  ok(await balance(tracePorts, caller.companyId, query.material_id, query.lot_id)),
);
