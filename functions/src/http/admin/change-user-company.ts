import { adminRoutes } from '@bp/shared/api/routes/admin.ts';
import { moveUser } from '../../adapters/dynamodb/platform/users-commands.ts';
import { toAdminUser } from '../../core/admin/views.ts';
import { ok } from '../../lib/http-response.ts';
import { route } from '../../lib/route-handler.ts';
import { adminHandles } from './admin-handles.ts';
import { loadUser } from './load-user.ts';

export const changeUserCompany = adminHandles(
  route(adminRoutes, 'changeUserCompany'),
  async ({ params, body }) => ok(toAdminUser(await moveUser(await loadUser(params.id), body.company_id))),
);
