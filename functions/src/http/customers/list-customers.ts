import { customerRoutes } from '@bp/shared/api/routes/customers.ts';
import { listNamed } from '../../core/master-data/named-records.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { customerPorts } from '../../wiring/customers.ts';

export const listCustomers = handles(route(customerRoutes, 'listCustomers'), async ({ query, caller }) =>
  ok(await listNamed(customerPorts, caller.companyId, query)),
);
