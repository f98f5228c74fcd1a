import { customerRoutes } from '@bp/shared/api/routes/customers.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { customerPorts } from '../../wiring/customers.ts';

export const recentCustomers = handles(
  route(customerRoutes, 'recentCustomers'),
  async ({ query, caller }) => {
    const items = await customerPorts.recent(caller.companyId, query.limit);
    return ok({ items, total: items.length });
  },
);
