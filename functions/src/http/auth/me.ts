import { authRoutes } from '@bp/shared/api/routes/auth.ts';
import type { MeResponse } from '@bp/shared/contracts/auth.ts';
import { getCompany } from '../../adapters/dynamodb/platform/companies-repo.ts';
import { getUser } from '../../adapters/dynamodb/platform/users-repo.ts';
import { fullName } from '../../core/auth/user-record.ts';
import { notFound } from '../../lib/errors.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';

export const me = handles(route(authRoutes, 'me'), async ({ caller }) => {
  const [user, company] = await Promise.all([getUser(caller.userId), getCompany(caller.companyId)]);
  if (!user) throw notFound('User not found');
  const body: MeResponse = {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    full_name: fullName(user),
    is_admin: user.is_admin,
    company_id: user.company_id,
    company_name: company?.name ?? '',
  };
  return ok(body);
});
