import { traceRoutes } from '@bp/shared/api/routes/trace.ts';
import { traceLot as trace } from '../../core/trace/trace-lot.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { tracePorts } from '../../wiring/trace.ts';

export const traceLot = handles(route(traceRoutes, 'traceLot'), async ({ body, caller }) =>
  ok(await trace(tracePorts, caller.companyId, body)),
);
