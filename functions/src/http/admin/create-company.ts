import { adminRoutes } from '@bp/shared/api/routes/admin.ts';
import { createCompany as insertCompany } from '../../adapters/dynamodb/platform/companies-repo.ts';
import { toCompany } from '../../core/admin/views.ts';
import { created } from '../../lib/http-response.ts';
import { route } from '../../lib/route-handler.ts';
import { adminHandles } from './admin-handles.ts';

export const createCompany = adminHandles(route(adminRoutes, 'createCompany'), async ({ body }) =>
  created(toCompany(await insertCompany(body.name))),
);
