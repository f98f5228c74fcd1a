import { adminRoutes } from '@bp/shared/api/routes/admin.ts';
import { adminMessages } from '@bp/shared/contracts/admin.ts';
import { paginate } from '@bp/shared/contracts/common.ts';
import { getCompany } from '../../adapters/dynamodb/platform/companies-repo.ts';
import { listCompanyUsers as readCompanyUsers } from '../../adapters/dynamodb/platform/users-queries.ts';
import { toAdminUser } from '../../core/admin/views.ts';
import { notFound } from '../../lib/errors.ts';
import { ok } from '../../lib/http-response.ts';
import { route } from '../../lib/route-handler.ts';
import { adminHandles } from './admin-handles.ts';

export const listCompanyUsers = adminHandles(
  route(adminRoutes, 'listCompanyUsers'),
  async ({ params, query }) => {
    const [company, users] = await Promise.all([
      getCompany(params.companyId),
      readCompanyUsers(params.companyId),
    ]);
    if (!company) throw notFound(adminMessages.companyNotFound);
    return ok(paginate(users.map(toAdminUser), query.page, query.page_size));
  },
);
