import { authRoutes } from '@bp/shared/api/routes/auth.ts';
import { signIn } from '../../core/auth/sign-in.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { signInPorts } from '../../wiring/auth.ts';

export const formLogin = handles(route(authRoutes, 'formLogin'), async ({ body, event }) => {
  const token = await signIn(body.username, body.password, event.requestContext.http.sourceIp, signInPorts);
  return ok({ access_token: token, token_type: 'bearer' });
});
