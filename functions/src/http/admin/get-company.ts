import { adminRoutes } from '@bp/shared/api/routes/admin.ts';
import { getCompany as read } from '../../core/admin/companies.ts';
import { ok } from '../../lib/http-response.ts';
import { route } from '../../lib/route-handler.ts';
import { adminPorts } from '../../wiring/admin.ts';
import { adminHandles } from './admin-handles.ts';
export const getCompany = adminHandles(route(adminRoutes, 'getCompany'), async ({ params }) =>
  ok(await read(adminPorts, params.id)),
);
