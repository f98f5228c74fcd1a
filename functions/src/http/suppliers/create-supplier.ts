import { supplierRoutes } from '@bp/shared/api/routes/suppliers.ts';
import { insertSupplier, newSupplierId } from '../../adapters/dynamodb/master-data/suppliers-repo.ts';
import { created } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';

export const createSupplier = handles(route(supplierRoutes, 'createSupplier'), async ({ body, caller }) => {
  const now = new Date().toISOString();
  const id = await newSupplierId(caller.companyId);
  return created(await insertSupplier(caller.companyId, { id, ...body, created_at: now, updated_at: now }));
});
