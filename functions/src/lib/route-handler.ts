import middy from '@middy/core';
import type { Area, RouteDef } from '@bp/shared/api/route-def.ts';
import { routes } from '@bp/shared/api/routes/index.ts';
import type { z } from 'zod';
import { type AuthorizedEvent, type Caller, callerFrom } from './caller.ts';
import { withDbCallCount } from './db-calls.ts';
import { forbidden, notFound } from './errors.ts';
import type { HttpResult } from './http-response.ts';
import { errorHandler } from './middleware/error-handler.ts';
import { httpHeaders } from './middleware/http-headers.ts';
import { parseRequest, type ParsedRequest } from './middleware/parse-request.ts';
import { apiRequestLogger } from './middleware/request-logger.ts';

type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;
type RequestPart<R extends RouteDef, K extends 'params' | 'query' | 'body'> = R['request'] extends {
  [P in K]: infer S;
}
  ? Infer<S>
  : K extends 'body'
    ? undefined
    : Record<string, string | undefined>;

export interface RouteRequest<R extends RouteDef = RouteDef> {
  params: RequestPart<R, 'params'>;
  query: RequestPart<R, 'query'>;
  body: RequestPart<R, 'body'>;
  /** Null only on public routes. */
  caller: R['access'] extends 'public' ? Caller | null : Caller;
  headers: Record<string, string>;
  /** The raw body bytes (uploads). */
  rawBody: Buffer;
  event: AuthorizedEvent;
}

export type RouteHandler<R extends RouteDef = RouteDef> = (request: RouteRequest<R>) => Promise<HttpResult>;

/** Binds a handler to its route entry so its request types come from the route's contracts. */
export const handles = <R extends RouteDef>(_route: R, handler: RouteHandler<R>): RouteHandler =>
  handler as unknown as RouteHandler;

/** Finds a route of a `defineRoutes` list by name, keeping its literal type. */
export const route = <T extends readonly RouteDef[], N extends T[number]['name']>(
  list: T,
  name: N,
): Extract<T[number], { name: N }> => {
  const found = list.find((r) => r.name === name);
  if (!found) throw new Error(`No route named ${name}`);
  return found as Extract<T[number], { name: N }>;
};

export const ADMIN_REQUIRED = 'Administrator access required';

/** How long before the function's timeout a request still running is answered 503. */
export const EARLY_TIMEOUT_MS = 1000;

/**
 * The Lambda entry for one area: finds the route from API Gateway's routeKey, parses and
 * validates the request with the route's zod contracts, checks access again (defence in depth
 * behind the authorizer) and runs the handler. Refuses to load if the area's handlers and the
 * route table disagree, so a route cannot exist in one place only.
 */
export const areaHandler = (area: Area, handlers: Record<string, RouteHandler>) => {
  const areaRoutes = routes.filter((r) => r.area === area);
  const byKey = new Map(areaRoutes.map((r) => [`${r.method} ${r.path}`, r]));
  const missing = areaRoutes.filter((r) => !handlers[r.name]).map((r) => r.name);
  const extra = Object.keys(handlers).filter((name) => !areaRoutes.some((r) => r.name === name));
  if (missing.length || extra.length) {
    throw new Error(`Area ${area}: handlers missing [${missing.join(', ')}], unknown [${extra.join(', ')}]`);
  }

  const core = async (event: AuthorizedEvent): Promise<HttpResult> => {
    const def = byKey.get(event.routeKey);
    if (!def) throw notFound('Not found');
    // Access before validation: a caller who may not use the route learns nothing about its input rules.
    const caller = def.access === 'public' ? null : callerFrom(event);
    if (def.access === 'admin' && !caller?.isAdmin) throw forbidden(ADMIN_REQUIRED);
    const parsed: ParsedRequest = parseRequest(def, event);
    const handler = handlers[def.name] as RouteHandler;
    return handler({ ...parsed, caller: caller as Caller, event } as RouteRequest);
  };

  // The error handler is registered last so that its onError runs first and the headers and
  // compression apply to error answers too; the request logger first, so it sees the final answer.
  // Middy's early timeout answers 503 (a TimeoutError) before Lambda ends the invocation with a
  // bare 500; its default 5 ms margin was too thin on a busy machine, so it keeps a second.
  const handler = middy<AuthorizedEvent, HttpResult>({ timeoutEarlyInMillis: EARLY_TIMEOUT_MS })
    .use(apiRequestLogger())
    .use(httpHeaders())
    .use(errorHandler())
    .handler(core);
  return withDbCallCount(handler);
};
