import { adminRoutes } from '@bp/shared/api/routes/admin.ts';
import { paginate } from '@bp/shared/contracts/common.ts';
import { listCompanies as readCompanies } from '../../adapters/dynamodb/platform/companies-repo.ts';
import { toCompany } from '../../core/admin/views.ts';
import { ok } from '../../lib/http-response.ts';
import { route } from '../../lib/route-handler.ts';
import { adminHandles } from './admin-handles.ts';

export const listCompanies = adminHandles(route(adminRoutes, 'listCompanies'), async ({ query }) =>
  ok(paginate((await readCompanies()).map(toCompany), query.page, query.page_size)),
);
