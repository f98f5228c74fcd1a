import { adminRoutes } from '@bp/shared/api/routes/admin.ts';
import { getUser as read } from '../../core/admin/users.ts';
import { ok } from '../../lib/http-response.ts';
import { route } from '../../lib/route-handler.ts';
import { adminPorts } from '../../wiring/admin.ts';
import { adminHandles } from './admin-handles.ts';
export const getUser = adminHandles(route(adminRoutes, 'getUser'), async ({ params }) =>
  ok(await read(adminPorts, params.id)),
);
