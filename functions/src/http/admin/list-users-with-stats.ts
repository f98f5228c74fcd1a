import { adminRoutes } from '@bp/shared/api/routes/admin.ts';
import { listUsersWithStats as list } from '../../core/admin/users.ts';
import { ok } from '../../lib/http-response.ts';
import { route } from '../../lib/route-handler.ts';
import { adminPorts } from '../../wiring/admin.ts';
import { adminHandles } from './admin-handles.ts';
export const listUsersWithStats = adminHandles(route(adminRoutes, 'listUsersWithStats'), async ({ query }) =>
  ok(await list(adminPorts, query)),
);
