import { type Logger, LogLevelThreshold } from '@aws-lambda-powertools/logger';
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
// requests at once in one process, and their lines must not take each other's keys. A child costs
// about 80 µs of CPU (Powertools builds a whole Logger and a Console for it), twice a request with
// the authorizer's, so it is made when the invocation first writes a line, not before.
interface Invocation {
  keys: Record<string, unknown>;
  context?: Context;
  child?: Logger;
}
const invocations = new WeakMap<object, Invocation>();

/** The logger of the invocation (the shared one outside a request). */
export const loggerFor = (request: { event: unknown }): Logger => {
  const invocation = invocations.get(request);
  if (!invocation) return logger;
  if (!invocation.child) {
    const child = logger.createChild();
    child.appendPersistentKeys(invocation.keys);
    if (invocation.context?.awsRequestId) child.addContext(invocation.context);
    invocation.child = child;
  }
  return invocation.child;
};

/** Whether an INFO line is written: the level allows it, or sampling may lower a child's level. */
const infoWritten = () =>
  logger.level <= LogLevelThreshold.INFO || process.env.POWERTOOLS_LOGGER_SAMPLE_RATE !== undefined;

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
    const { message, expected, ...keys } = summary(request.response, request);
    const isError = request.response === undefined && request.error && !expected;
    if (!isError && !infoWritten()) return;
    const log = loggerFor(request);
    const fields = { ...defined(keys), duration_ms: Date.now() - (started.get(request) ?? Date.now()) };
    if (isError) log.error(message, { ...fields, error: request.error });
    else log.info(message, fields);
  };
  return {
    before: async (request) => {
      invocations.set(request, {
        keys: defined(keysOf(request.event)),
        context: request.context as Context | undefined,
      });
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
