import { customerRoutes } from '@bp/shared/api/routes/customers.ts';
import { getNamed } from '../../core/master-data/named-records.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { customerPorts } from '../../wiring/customers.ts';

export const getCustomer = handles(route(customerRoutes, 'getCustomer'), async ({ params, caller }) =>
  ok(await getNamed(customerPorts, caller.companyId, params.id)),
);
