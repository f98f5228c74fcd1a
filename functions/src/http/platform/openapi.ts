import { buildOpenApi } from '@bp/shared/api/openapi.ts';
import { platformRoutes } from '@bp/shared/api/routes/platform.ts';
import { routes } from '@bp/shared/api/routes/index.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';

let document: unknown;

export const openapi = handles(route(platformRoutes, 'openapi'), async () => {
  document ??= buildOpenApi(routes);
  return ok(document);
});
