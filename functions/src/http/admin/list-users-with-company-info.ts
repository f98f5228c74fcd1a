import { adminRoutes } from '@bp/shared/api/routes/admin.ts';
import { paginate } from '@bp/shared/contracts/common.ts';
import { listCompanies } from '../../adapters/dynamodb/platform/companies-repo.ts';
import { listAllUsers } from '../../adapters/dynamodb/platform/users-queries.ts';
import { withCompanyNames } from '../../core/admin/views.ts';
import { ok } from '../../lib/http-response.ts';
import { route } from '../../lib/route-handler.ts';
import { adminHandles } from './admin-handles.ts';

export const listUsersWithCompanyInfo = adminHandles(
  route(adminRoutes, 'listUsersWithCompanyInfo'),
  async ({ query }) => {
    const [users, companies] = await Promise.all([listAllUsers(), listCompanies()]);
    return ok(paginate(withCompanyNames(users, companies), query.page, query.page_size));
  },
);
