import { customerRoutes } from '@bp/shared/api/routes/customers.ts';
import { paginate } from '@bp/shared/contracts/common.ts';
import { customerEntries, getCustomers } from '../../adapters/dynamodb/master-data/customers-repo.ts';
import { selectNamed } from '../../core/master-data/search-entries.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';

export const listCustomers = handles(route(customerRoutes, 'listCustomers'), async ({ query, caller }) => {
  const matches = selectNamed(await customerEntries(caller.companyId), query.search);
  const page = paginate(matches, query.page, query.page_size);
  const items = await getCustomers(
    caller.companyId,
    page.items.map((e) => e.id),
  );
  return ok({ items, total: page.total });
});
