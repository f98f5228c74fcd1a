import { supplierRoutes } from '@bp/shared/api/routes/suppliers.ts';
import { updateNamed } from '../../core/master-data/named-records.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { supplierPorts } from '../../wiring/suppliers.ts';

export const updateSupplier = handles(
  route(supplierRoutes, 'updateSupplier'),
  async ({ params, body, caller }) => ok(await updateNamed(supplierPorts, caller.companyId, params.id, body)),
);
