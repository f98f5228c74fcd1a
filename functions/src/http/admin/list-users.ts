import { adminRoutes } from '@bp/shared/api/routes/admin.ts';
import { paginate } from '@bp/shared/contracts/common.ts';
import { listAllUsers } from '../../adapters/dynamodb/platform/users-queries.ts';
import { toAdminUser } from '../../core/admin/views.ts';
import { ok } from '../../lib/http-response.ts';
import { route } from '../../lib/route-handler.ts';
import { adminHandles } from './admin-handles.ts';

export const listUsers = adminHandles(route(adminRoutes, 'listUsers'), async ({ query }) =>
  ok(paginate((await listAllUsers()).map(toAdminUser), query.page, query.page_size)),
);
