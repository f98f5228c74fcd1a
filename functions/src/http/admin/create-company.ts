import { adminRoutes } from '@bp/shared/api/routes/admin.ts';
import { createCompany as create } from '../../core/admin/companies.ts';
import { created } from '../../lib/http-response.ts';
import { route } from '../../lib/route-handler.ts';
import { adminPorts } from '../../wiring/admin.ts';
import { adminHandles } from './admin-handles.ts';
export const createCompany = adminHandles(route(adminRoutes, 'createCompany'), async ({ body }) =>
  created(await create(adminPorts, body.name)),
);
