import { supplierRoutes } from '@bp/shared/api/routes/suppliers.ts';
import { noContent } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { supplierPorts } from '../../wiring/suppliers.ts';

export const deleteSupplier = handles(route(supplierRoutes, 'deleteSupplier'), async ({ params, caller }) => {
  await supplierPorts.remove(caller.companyId, params.id);
  return noContent();
});
