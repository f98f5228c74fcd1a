import { adminRoutes } from '@bp/shared/api/routes/admin.ts';
import { deleteCompany as remove } from '../../core/admin/companies.ts';
import { noContent } from '../../lib/http-response.ts';
import { route } from '../../lib/route-handler.ts';
import { adminPorts } from '../../wiring/admin.ts';
import { adminHandles } from './admin-handles.ts';
export const deleteCompany = adminHandles(route(adminRoutes, 'deleteCompany'), async ({ params }) => {
  await remove(adminPorts, params.id);
  return noContent();
});
