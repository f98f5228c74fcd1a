import { adminRoutes } from '@bp/shared/api/routes/admin.ts';
import type { AdminUserStatsList } from '@bp/shared/contracts/admin.ts';
import { paginate } from '@bp/shared/contracts/common.ts';
import { listCompanies } from '../../adapters/dynamodb/platform/companies-repo.ts';
import { listAllUsers } from '../../adapters/dynamodb/platform/users-queries.ts';
import { withCompanyNames } from '../../core/admin/views.ts';
import { ok } from '../../lib/http-response.ts';
import { route } from '../../lib/route-handler.ts';
import { adminHandles } from './admin-handles.ts';

export const listUsersWithStats = adminHandles(
  route(adminRoutes, 'listUsersWithStats'),
  async ({ query }) => {
    const [users, companies] = await Promise.all([listAllUsers(), listCompanies()]);
    const body: AdminUserStatsList = {
      ...paginate(withCompanyNames(users, companies), query.page, query.page_size),
      admin_count: users.filter((u) => u.is_admin).length,
      company_count: companies.length,
    };
    return ok(body);
  },
);
