import { authRoutes } from '@bp/shared/api/routes/auth.ts';
import { profile } from '../../core/auth/profile.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { sessionPorts } from '../../wiring/auth.ts';

export const me = handles(route(authRoutes, 'me'), async ({ caller }) =>
  ok(await profile(sessionPorts, caller.userId, caller.companyId)),
);
