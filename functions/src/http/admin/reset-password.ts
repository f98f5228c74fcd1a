import { adminRoutes } from '@bp/shared/api/routes/admin.ts';
import { resetPassword as reset } from '../../core/admin/users.ts';
import { noContent } from '../../lib/http-response.ts';
import { route } from '../../lib/route-handler.ts';
import { adminPorts } from '../../wiring/admin.ts';
import { adminHandles } from './admin-handles.ts';
export const resetPassword = adminHandles(route(adminRoutes, 'resetPassword'), async ({ params, body }) => {
  await reset(adminPorts, params.id, body.new_password);
  return noContent();
});
