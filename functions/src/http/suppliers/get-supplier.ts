import { supplierRoutes } from '@bp/shared/api/routes/suppliers.ts';
import { supplierMessages } from '@bp/shared/contracts/suppliers.ts';
import { getSupplier as read } from '../../adapters/dynamodb/master-data/suppliers-repo.ts';
import { notFound } from '../../lib/errors.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';

export const getSupplier = handles(route(supplierRoutes, 'getSupplier'), async ({ params, caller }) => {
  const supplier = await read(caller.companyId, params.id);
  if (!supplier) throw notFound(supplierMessages.notFound);
  return ok(supplier);
});
