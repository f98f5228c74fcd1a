import { supplierRoutes } from '@bp/shared/api/routes/suppliers.ts';
import { getNamed } from '../../core/master-data/named-records.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { supplierPorts } from '../../wiring/suppliers.ts';

export const getSupplier = handles(route(supplierRoutes, 'getSupplier'), async ({ params, caller }) =>
  ok(await getNamed(supplierPorts, caller.companyId, params.id)),
);
