import { adminRoutes } from '@bp/shared/api/routes/admin.ts';
import { renameCompany } from '../../adapters/dynamodb/platform/companies-repo.ts';
import { toCompany } from '../../core/admin/views.ts';
import { ok } from '../../lib/http-response.ts';
import { route } from '../../lib/route-handler.ts';
import { adminHandles } from './admin-handles.ts';

export const updateCompany = adminHandles(route(adminRoutes, 'updateCompany'), async ({ params, body }) =>
  ok(toCompany(await renameCompany(params.id, body.name))),
);
