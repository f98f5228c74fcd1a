import { customerRoutes } from '@bp/shared/api/routes/customers.ts';
import { updateNamed } from '../../core/master-data/named-records.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { customerPorts } from '../../wiring/customers.ts';

export const updateCustomer = handles(
  route(customerRoutes, 'updateCustomer'),
  async ({ params, body, caller }) => ok(await updateNamed(customerPorts, caller.companyId, params.id, body)),
);
