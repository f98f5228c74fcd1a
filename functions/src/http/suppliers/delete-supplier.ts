import { supplierRoutes } from '@bp/shared/api/routes/suppliers.ts';
import { deleteSupplier as remove } from '../../adapters/dynamodb/master-data/suppliers-repo.ts';
import { noContent } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';

export const deleteSupplier = handles(route(supplierRoutes, 'deleteSupplier'), async ({ params, caller }) => {
  await remove(caller.companyId, params.id);
  return noContent();
});
