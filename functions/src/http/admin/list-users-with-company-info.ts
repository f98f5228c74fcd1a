import { adminRoutes } from '@bp/shared/api/routes/admin.ts';
import { listUsersWithCompanyInfo as list } from '../../core/admin/users.ts';
import { ok } from '../../lib/http-response.ts';
import { route } from '../../lib/route-handler.ts';
import { adminPorts } from '../../wiring/admin.ts';
import { adminHandles } from './admin-handles.ts';
export const listUsersWithCompanyInfo = adminHandles(
  route(adminRoutes, 'listUsersWithCompanyInfo'),
  async ({ query }) => ok(await list(adminPorts, query)),
);
