import { adminRoutes } from '@bp/shared/api/routes/admin.ts';
import { grantAdmin as promote } from '../../adapters/dynamodb/platform/users-commands.ts';
import { toAdminUser } from '../../core/admin/views.ts';
import { ok } from '../../lib/http-response.ts';
import { route } from '../../lib/route-handler.ts';
import { adminHandles } from './admin-handles.ts';
import { loadUser } from './load-user.ts';

/**
 * Granting does not end the user's sessions: nothing is taken away, and the authorizer reads
 * is_admin from the stored user on every call, so the right applies at once. The client's
 * view of it (the token's is_admin claim) updates at the next sign-in.
 */
export const grantAdmin = adminHandles(route(adminRoutes, 'grantAdmin'), async ({ params }) =>
  ok(toAdminUser(await promote(await loadUser(params.id)))),
);
