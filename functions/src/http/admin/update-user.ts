import { adminRoutes } from '@bp/shared/api/routes/admin.ts';
import { updateUserNames } from '../../adapters/dynamodb/platform/users-commands.ts';
import { toAdminUser } from '../../core/admin/views.ts';
import { ok } from '../../lib/http-response.ts';
import { route } from '../../lib/route-handler.ts';
import { adminHandles } from './admin-handles.ts';

export const updateUser = adminHandles(route(adminRoutes, 'updateUser'), async ({ params, body }) =>
  ok(toAdminUser(await updateUserNames(params.id, body.first_name, body.last_name))),
);
