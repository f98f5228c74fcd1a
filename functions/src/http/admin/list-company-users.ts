import { adminRoutes } from '@bp/shared/api/routes/admin.ts';
import { listCompanyUsers as list } from '../../core/admin/companies.ts';
import { ok } from '../../lib/http-response.ts';
import { route } from '../../lib/route-handler.ts';
import { adminPorts } from '../../wiring/admin.ts';
import { adminHandles } from './admin-handles.ts';
export const listCompanyUsers = adminHandles(
  route(adminRoutes, 'listCompanyUsers'),
  async ({ params, query }) => ok(await list(adminPorts, params.companyId, query)),
);
