import { adminRoutes } from '@bp/shared/api/routes/admin.ts';
import { listCompanies as list } from '../../core/admin/companies.ts';
import { ok } from '../../lib/http-response.ts';
import { route } from '../../lib/route-handler.ts';
import { adminPorts } from '../../wiring/admin.ts';
import { adminHandles } from './admin-handles.ts';
export const listCompanies = adminHandles(route(adminRoutes, 'listCompanies'), async ({ query }) =>
  ok(await list(adminPorts, query)),
);
