import { customerRoutes } from '@bp/shared/api/routes/customers.ts';
import { createNamed } from '../../core/master-data/named-records.ts';
import { created } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { customerPorts } from '../../wiring/customers.ts';

export const createCustomer = handles(route(customerRoutes, 'createCustomer'), async ({ body, caller }) =>
  created(await createNamed(customerPorts, caller.companyId, body)),
);
