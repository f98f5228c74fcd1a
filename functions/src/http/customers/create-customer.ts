import { customerRoutes } from '@bp/shared/api/routes/customers.ts';
import { insertCustomer, newCustomerId } from '../../adapters/dynamodb/master-data/customers-repo.ts';
import { created } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';

export const createCustomer = handles(route(customerRoutes, 'createCustomer'), async ({ body, caller }) => {
  const now = new Date().toISOString();
  const id = await newCustomerId(caller.companyId);
  return created(await insertCustomer(caller.companyId, { id, ...body, created_at: now, updated_at: now }));
});
