import { traceRoutes } from '@bp/shared/api/routes/trace.ts';
import { findSupplierLots as find } from '../../core/trace/supplier-lots.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { tracePorts } from '../../wiring/trace.ts';

export const findSupplierLots = handles(route(traceRoutes, 'findSupplierLots'), async ({ query, caller }) =>
  ok(await find(tracePorts, caller.companyId, query.supplier_id, query.supplier_lot_code)),
);
