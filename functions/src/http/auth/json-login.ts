import { authRoutes } from '@bp/shared/api/routes/auth.ts';
import { signIn } from '../../core/auth/sign-in.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { signInPorts } from '../../wiring/auth.ts';

export const jsonLogin = handles(route(authRoutes, 'jsonLogin'), async ({ body, event }) => {
  const token = await signIn(body.email, body.password, event.requestContext.http.sourceIp, signInPorts);
  return ok({ token });
});
