import { supplierRoutes } from '@bp/shared/api/routes/suppliers.ts';
import { paginate } from '@bp/shared/contracts/common.ts';
import { getSuppliers, supplierEntries } from '../../adapters/dynamodb/master-data/suppliers-repo.ts';
import { selectNamed } from '../../core/master-data/search-entries.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';

export const listSuppliers = handles(route(supplierRoutes, 'listSuppliers'), async ({ query, caller }) => {
  const matches = selectNamed(await supplierEntries(caller.companyId), query.search);
  const page = paginate(matches, query.page, query.page_size);
  const items = await getSuppliers(
    caller.companyId,
    page.items.map((e) => e.id),
  );
  return ok({ items, total: page.total });
});
