import type { RouteDef } from '@bp/shared/api/route-def.ts';
import { adminMessages } from '@bp/shared/contracts/admin.ts';
import type { Caller } from '../../lib/caller.ts';
import { forbidden } from '../../lib/errors.ts';
import { handles, type RouteHandler } from '../../lib/route-handler.ts';

/** Defence in depth: areaHandler checks the route's access, and every admin handler checks again. */
export const requireAdmin = (caller: Caller | null | undefined): Caller => {
  if (!caller?.isAdmin) throw forbidden(adminMessages.adminRequired);
  return caller;
};

/** `handles` for admin routes: the handler runs only for an administrator caller. */
export const adminHandles = <R extends RouteDef & { access: 'admin' }>(
  route: R,
  handler: RouteHandler<R>,
): RouteHandler =>
  handles(route, async (request) => {
    requireAdmin(request.caller as Caller | null);
    return handler(request);
  });
