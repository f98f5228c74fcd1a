import { adminRoutes } from '@bp/shared/api/routes/admin.ts';
import { createUser as create } from '../../core/admin/users.ts';
import { created } from '../../lib/http-response.ts';
import { route } from '../../lib/route-handler.ts';
import { adminPorts } from '../../wiring/admin.ts';
import { adminHandles } from './admin-handles.ts';
export const createUser = adminHandles(route(adminRoutes, 'createUser'), async ({ body }) =>
  created(await create(adminPorts, body)),
);
