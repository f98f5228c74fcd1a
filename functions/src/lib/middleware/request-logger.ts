import type { Logger } from '@aws-lambda-powertools/logger';
import type middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { logger } from '../logger.ts';

/** What each line of one invocation carries: the request id, the company and the route, as known. */
export interface LogKeys {
  request_id?: string;
  company_id?: number;
  route?: string;
  [key: string]: string | number | boolean | undefined;
}

// One child logger per invocation, not keys on the shared logger: the local cloud runs many
// requests at once in one process, and their lines must not take each other's keys.
const loggers = new WeakMap<object, Logger>();

/** The logger of the invocation (the shared one outside a request). */
export const loggerFor = (request: { event: unknown }): Logger => loggers.get(request) ?? logger;

/** Skips nulls and undefined, which Powertools would print as keys. */
const defined = (keys: LogKeys) =>
  Object.fromEntries(Object.entries(keys).filter(([, v]) => v !== undefined && v !== null));

/**
 * Gives each invocation its own child logger carrying `keysOf(event)` and the Lambda context
 * (function name, cold start, Lambda request id) when there is one, and logs one line when it
 * ends: `summary` of the answer at INFO, or the thrown error at ERROR when nothing answered it
 * (unless the summary calls it `expected`, as an authorizer's refusal is).
 */
export const requestLogger = <E, R>(
  keysOf: (event: E) => LogKeys,
  summary: (
    response: R | null | undefined,
    request: middy.Request<E, R>,
  ) => LogKeys & { message: string; expected?: boolean },
): middy.MiddlewareObj<E, R> => {
  const started = new WeakMap<object, number>();
  const end = async (request: middy.Request<E, R>) => {
    const log = loggerFor(request);
    const { message, expected, ...keys } = summary(request.response, request);
    const fields = { ...defined(keys), duration_ms: Date.now() - (started.get(request) ?? Date.now()) };
    if (request.response === undefined && request.error && !expected)
      log.error(message, { ...fields, error: request.error });
    else log.info(message, fields);
  };
  return {
    before: async (request) => {
      const child = logger.createChild();
      child.appendPersistentKeys(defined(keysOf(request.event)));
      const context = request.context as Context | undefined;
      if (context?.awsRequestId) child.addContext(context);
      loggers.set(request, child);
      started.set(request, Date.now());
    },
    after: end,
    onError: end,
  };
};

interface ApiEvent {
  routeKey?: string;
  requestContext?: { requestId?: string; authorizer?: { lambda?: { companyId?: unknown } } };
}

/** The keys of an API Gateway request: its request id, the route and the caller's company. */
export const apiLogKeys = (event: ApiEvent): LogKeys => {
  const companyId = event.requestContext?.authorizer?.lambda?.companyId;
  return {
    request_id: event.requestContext?.requestId,
    route: event.routeKey,
    company_id: typeof companyId === 'number' && companyId > 0 ? companyId : undefined,
  };
};

/** For the area Lambdas: one line per request with its status. */
export const apiRequestLogger = <E extends ApiEvent, R extends { statusCode?: number }>() =>
  requestLogger<E, R>(apiLogKeys, (response) => ({ message: 'request', status: response?.statusCode }));
