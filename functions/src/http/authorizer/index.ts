import type {
  APIGatewayRequestAuthorizerEventV2,
  APIGatewaySimpleAuthorizerWithContextResult,
} from 'aws-lambda';
import middy from '@middy/core';
import { isTokenCurrent } from '../../core/auth/token-currency.ts';
import type { AuthorizerContext } from '../../lib/caller.ts';
import { jwtSecret } from '../../lib/auth/jwt-secret.ts';
import { bearerToken, verifyToken } from '../../lib/auth/tokens.ts';
import { requestLogger } from '../../lib/middleware/request-logger.ts';
import { isUnavailable } from '../../lib/unavailable.ts';
import { sessionPorts } from '../../wiring/auth.ts';

/**
 * HTTP API Lambda authorizer (payload 2.0, simple responses, no result caching).
 * Throwing "Unauthorized" makes API Gateway answer 401 (returning isAuthorized: false
 * would be 403). A valid signature is not enough: the user must still exist and the token's
 * version must match, so deleting a user, resetting a password or demoting an administrator
 * ends their sessions at once.
 */
const authorize = async (
  event: APIGatewayRequestAuthorizerEventV2,
): Promise<APIGatewaySimpleAuthorizerWithContextResult<AuthorizerContext>> => {
  const token = bearerToken(event.headers?.authorization ?? event.headers?.Authorization);
  const claims = token ? verifyToken(token, await jwtSecret()) : null;
  if (!claims) throw new Error('Unauthorized');
  let user: Awaited<ReturnType<typeof sessionPorts.getUser>>;
  try {
    user = await sessionPorts.getUser(claims.uid);
  } catch (error) {
    // A stalled table: an authorizer error would be API Gateway's bare 500. Let the request
    // through marked, so the handler answers 503 with a message (and runs nothing).
    if (!isUnavailable(error)) throw error;
    return {
      isAuthorized: true,
      context: { userId: 0, email: '', companyId: 0, isAdmin: false, unavailable: true },
    };
  }
  if (!isTokenCurrent(claims, user)) throw new Error('Unauthorized');
  return {
    isAuthorized: true,
    context: {
      userId: user.id,
      email: user.email,
      companyId: user.company_id,
      isAdmin: user.is_admin,
      // The author of the request's postings, so that they need not read the user again.
      named: true,
      ...namesOf(user),
    },
  };
};

/** Only strings travel in the context: a name the record lacks is left out (read back as none). */
const namesOf = (user: { first_name?: string | null; last_name?: string | null }) => ({
  ...(typeof user.first_name === 'string' ? { firstName: user.first_name } : {}),
  ...(typeof user.last_name === 'string' ? { lastName: user.last_name } : {}),
});

type Decision = APIGatewaySimpleAuthorizerWithContextResult<AuthorizerContext>;

/** One line per decision, with the request id, the route and (once known) the caller's company. */
export const handler = middy<APIGatewayRequestAuthorizerEventV2, Decision>()
  .use(
    requestLogger<APIGatewayRequestAuthorizerEventV2, Decision>(
      (event) => ({ request_id: event.requestContext?.requestId, route: event.routeKey }),
      (decision, request) => ({
        message: decision ? 'authorized' : 'refused',
        company_id: decision?.context.companyId || undefined,
        unavailable: decision?.context.unavailable,
        expected: (request.error as Error | undefined)?.message === 'Unauthorized',
      }),
    ),
  )
  .handler(authorize);
