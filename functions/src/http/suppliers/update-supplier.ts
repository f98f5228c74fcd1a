import { supplierRoutes } from '@bp/shared/api/routes/suppliers.ts';
import { updateSupplier as update } from '../../adapters/dynamodb/master-data/suppliers-repo.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';

export const updateSupplier = handles(
  route(supplierRoutes, 'updateSupplier'),
  async ({ params, body, caller }) => {
    const now = new Date().toISOString();
    return ok(
      await update(caller.companyId, params.id, (current) => ({ ...current, ...body, updated_at: now })),
    );
  },
);
