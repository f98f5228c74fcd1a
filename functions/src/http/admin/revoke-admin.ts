import { adminRoutes } from '@bp/shared/api/routes/admin.ts';
import { revokeAdmin as demote } from '../../core/admin/users.ts';
import { ok } from '../../lib/http-response.ts';
import { route } from '../../lib/route-handler.ts';
import { adminPorts } from '../../wiring/admin.ts';
import { adminHandles } from './admin-handles.ts';
export const revokeAdmin = adminHandles(route(adminRoutes, 'revokeAdmin'), async ({ params, caller }) =>
  ok(await demote(adminPorts, caller.userId, params.id)),
);
