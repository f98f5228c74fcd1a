import { adminRoutes } from '@bp/shared/api/routes/admin.ts';
import { grantAdmin as promote } from '../../core/admin/users.ts';
import { ok } from '../../lib/http-response.ts';
import { route } from '../../lib/route-handler.ts';
import { adminPorts } from '../../wiring/admin.ts';
import { adminHandles } from './admin-handles.ts';
export const grantAdmin = adminHandles(route(adminRoutes, 'grantAdmin'), async ({ params }) =>
  ok(await promote(adminPorts, params.id)),
);
