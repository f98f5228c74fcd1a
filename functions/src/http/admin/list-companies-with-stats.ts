import { adminRoutes } from '@bp/shared/api/routes/admin.ts';
import { paginate } from '@bp/shared/contracts/common.ts';
import { listCompanies } from '../../adapters/dynamodb/platform/companies-repo.ts';
import { listAllUsers } from '../../adapters/dynamodb/platform/users-queries.ts';
import { withAdminCounts } from '../../core/admin/views.ts';
import { ok } from '../../lib/http-response.ts';
import { route } from '../../lib/route-handler.ts';
import { adminHandles } from './admin-handles.ts';

export const listCompaniesWithStats = adminHandles(
  route(adminRoutes, 'listCompaniesWithStats'),
  async ({ query }) => {
    const [companies, users] = await Promise.all([listCompanies(), listAllUsers()]);
    return ok(paginate(withAdminCounts(companies, users), query.page, query.page_size));
  },
);
