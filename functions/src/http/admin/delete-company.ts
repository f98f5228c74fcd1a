import { adminRoutes } from '@bp/shared/api/routes/admin.ts';
import { deleteCompany as removeCompany } from '../../adapters/dynamodb/platform/companies-repo.ts';
import { noContent } from '../../lib/http-response.ts';
import { route } from '../../lib/route-handler.ts';
import { adminHandles } from './admin-handles.ts';

export const deleteCompany = adminHandles(route(adminRoutes, 'deleteCompany'), async ({ params }) => {
  await removeCompany(params.id);
  return noContent();
});
