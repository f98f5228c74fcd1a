import { adminRoutes } from '@bp/shared/api/routes/admin.ts';
import { moveUser } from '../../core/admin/users.ts';
import { ok } from '../../lib/http-response.ts';
import { route } from '../../lib/route-handler.ts';
import { adminPorts } from '../../wiring/admin.ts';
import { adminHandles } from './admin-handles.ts';
export const changeUserCompany = adminHandles(
  route(adminRoutes, 'changeUserCompany'),
  async ({ params, body }) => ok(await moveUser(adminPorts, params.id, body.company_id)),
);
