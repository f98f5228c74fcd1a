import { customerRoutes } from '@bp/shared/api/routes/customers.ts';
import { updateCustomer as update } from '../../adapters/dynamodb/master-data/customers-repo.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';

export const updateCustomer = handles(
  route(customerRoutes, 'updateCustomer'),
  async ({ params, body, caller }) => {
    const now = new Date().toISOString();
    return ok(
      await update(caller.companyId, params.id, (current) => ({ ...current, ...body, updated_at: now })),
    );
  },
);
