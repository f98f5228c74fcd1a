import { adminRoutes } from '@bp/shared/api/routes/admin.ts';
import { listUsers as list } from '../../core/admin/users.ts';
import { ok } from '../../lib/http-response.ts';
import { route } from '../../lib/route-handler.ts';
import { adminPorts } from '../../wiring/admin.ts';
import { adminHandles } from './admin-handles.ts';
export const listUsers = adminHandles(route(adminRoutes, 'listUsers'), async ({ query }) =>
  ok(await list(adminPorts, query)),
);
