import { supplierRoutes } from '@bp/shared/api/routes/suppliers.ts';
import { listNamed } from '../../core/master-data/named-records.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { supplierPorts } from '../../wiring/suppliers.ts';

export const listSuppliers = handles(route(supplierRoutes, 'listSuppliers'), async ({ query, caller }) =>
  ok(await listNamed(supplierPorts, caller.companyId, query)),
);
