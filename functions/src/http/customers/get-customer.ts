import { customerRoutes } from '@bp/shared/api/routes/customers.ts';
import { customerMessages } from '@bp/shared/contracts/customers.ts';
import { getCustomer as read } from '../../adapters/dynamodb/master-data/customers-repo.ts';
import { notFound } from '../../lib/errors.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';

export const getCustomer = handles(route(customerRoutes, 'getCustomer'), async ({ params, caller }) => {
  const customer = await read(caller.companyId, params.id);
  if (!customer) throw notFound(customerMessages.notFound);
  return ok(customer);
});
