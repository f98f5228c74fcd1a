import { adminRoutes } from '@bp/shared/api/routes/admin.ts';
import { deleteUser as remove } from '../../core/admin/users.ts';
import { noContent } from '../../lib/http-response.ts';
import { route } from '../../lib/route-handler.ts';
import { adminPorts } from '../../wiring/admin.ts';
import { adminHandles } from './admin-handles.ts';
export const deleteUser = adminHandles(route(adminRoutes, 'deleteUser'), async ({ params, caller }) => {
  await remove(adminPorts, caller.userId, params.id);
  return noContent();
});
