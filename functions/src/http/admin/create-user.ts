import { adminRoutes } from '@bp/shared/api/routes/admin.ts';
import { createUser as insertUser } from '../../adapters/dynamodb/platform/users-repo.ts';
import { toAdminUser } from '../../core/admin/views.ts';
import { hashPassword } from '../../lib/auth/password.ts';
import { created } from '../../lib/http-response.ts';
import { route } from '../../lib/route-handler.ts';
import { adminHandles } from './admin-handles.ts';

/** The e-mail claim and the company's existence are conditions of the create transaction (409 / 404). */
export const createUser = adminHandles(route(adminRoutes, 'createUser'), async ({ body }) => {
  const user = await insertUser({
    email: body.email,
    first_name: body.first_name,
    last_name: body.last_name,
    password_hash: await hashPassword(body.password),
    company_id: body.company_id,
    is_admin: body.is_admin,
  });
  return created(toAdminUser(user));
});
