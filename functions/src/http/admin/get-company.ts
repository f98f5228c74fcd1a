import { adminRoutes } from '@bp/shared/api/routes/admin.ts';
import { adminMessages } from '@bp/shared/contracts/admin.ts';
import { getCompany as readCompany } from '../../adapters/dynamodb/platform/companies-repo.ts';
import { toCompany } from '../../core/admin/views.ts';
import { notFound } from '../../lib/errors.ts';
import { ok } from '../../lib/http-response.ts';
import { route } from '../../lib/route-handler.ts';
import { adminHandles } from './admin-handles.ts';

export const getCompany = adminHandles(route(adminRoutes, 'getCompany'), async ({ params }) => {
  const company = await readCompany(params.id);
  if (!company) throw notFound(adminMessages.companyNotFound);
  return ok(toCompany(company));
});
