import { adminRoutes } from '@bp/shared/api/routes/admin.ts';
import { updateUserNames } from '../../core/admin/users.ts';
import { ok } from '../../lib/http-response.ts';
import { route } from '../../lib/route-handler.ts';
import { adminPorts } from '../../wiring/admin.ts';
import { adminHandles } from './admin-handles.ts';
export const updateUser = adminHandles(route(adminRoutes, 'updateUser'), async ({ params, body }) =>
  ok(await updateUserNames(adminPorts, params.id, body)),
);
