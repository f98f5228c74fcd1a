import { customerRoutes } from '@bp/shared/api/routes/customers.ts';
import { recentCustomers as readRecent } from '../../adapters/dynamodb/master-data/customers-repo.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';

export const recentCustomers = handles(
  route(customerRoutes, 'recentCustomers'),
  async ({ query, caller }) => {
    const items = await readRecent(caller.companyId, query.limit);
    return ok({ items, total: items.length });
  },
);
