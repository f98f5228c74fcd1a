import { adminRoutes } from '@bp/shared/api/routes/admin.ts';
import { renameCompany } from '../../core/admin/companies.ts';
import { ok } from '../../lib/http-response.ts';
import { route } from '../../lib/route-handler.ts';
import { adminPorts } from '../../wiring/admin.ts';
import { adminHandles } from './admin-handles.ts';
export const updateCompany = adminHandles(route(adminRoutes, 'updateCompany'), async ({ params, body }) =>
  ok(await renameCompany(adminPorts, params.id, body.name)),
);
