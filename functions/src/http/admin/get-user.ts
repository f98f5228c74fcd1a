import { adminRoutes } from '@bp/shared/api/routes/admin.ts';
import { toAdminUser } from '../../core/admin/views.ts';
import { ok } from '../../lib/http-response.ts';
import { route } from '../../lib/route-handler.ts';
import { adminHandles } from './admin-handles.ts';
import { loadUser } from './load-user.ts';

export const getUser = adminHandles(route(adminRoutes, 'getUser'), async ({ params }) =>
  ok(toAdminUser(await loadUser(params.id))),
);
