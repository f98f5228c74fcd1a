import { adminRoutes } from '@bp/shared/api/routes/admin.ts';
import { resetPassword as storePassword } from '../../adapters/dynamodb/platform/users-commands.ts';
import { hashPassword } from '../../lib/auth/password.ts';
import { noContent } from '../../lib/http-response.ts';
import { route } from '../../lib/route-handler.ts';
import { adminHandles } from './admin-handles.ts';

/** Stores the new hash and bumps token_version in one write, so every older token stops working. */
export const resetPassword = adminHandles(route(adminRoutes, 'resetPassword'), async ({ params, body }) => {
  await storePassword(params.id, await hashPassword(body.new_password));
  return noContent();
});
