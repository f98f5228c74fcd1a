import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Area, RouteDef } from '@bp/shared/api/route-def.ts';
import { routes } from '@bp/shared/api/routes/index.ts';
import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyStructuredResultV2,
  APIGatewayRequestAuthorizerEventV2,
  Context,
} from 'aws-lambda';
import { areaAccess, functionTimeoutSeconds } from '../lib/api/area-access.ts';
import { AUTHORIZER_ENTRY, areaEntry } from '../lib/api/function-entries.ts';
import { toApiEvent, toAuthorizerEvent } from './api-event.ts';
import type { Authorizer as IamAuthorizer } from './iam/authorize.ts';
import { type LocalFunction, runAsFunction } from './iam/function-identity.ts';
import {
  type FunctionWorkers,
  functionWorkerCount,
  startFunctionWorkers,
  type WaitOrder,
} from './function-workers.ts';
import { IAM_PATH, handleIamRequest } from './iam/iam-endpoint.ts';
import { lambdaContext } from './lambda-context.ts';
import { FAULT_PATH, handleFaultRequest, PIPELINE_FAULT_PATH } from './fault-endpoint.ts';
import { handleScheduleRequest, SCHEDULE_PATH, type Scheduler } from './scheduler.ts';
import { createRouteMatcher } from './route-matcher.ts';
import { STALE_READS_PATH } from './stale-reads.ts';
import {
  HEADER_TOO_LARGE,
  MAX_REQUEST_HEADER_BYTES,
  NODE_MAX_HEADER_SIZE,
  refuseOversizedHeaders,
  requestHeaderBytes,
} from './header-limit.ts';
import { serveStatic } from './static-site.ts';
import { epochMs, startInvocationWaits } from './waits/invocation-waits.ts';
import { startLoopDelay } from './waits/loop-delay.ts';
import {
  LOOP_DELAYS_PATH,
  type RequestWaits,
  sendLoopDelays,
  startRequestWaits,
  WAITS_HEADER,
} from './waits/request-waits.ts';

type AreaHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;
type Authorizer = (
  event: APIGatewayRequestAuthorizerEventV2,
  context: Context,
) => Promise<{ isAuthorized: boolean; context?: object }>;

/** API Gateway's own payload limit. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;
/** Lambda's limit on a synchronous invocation's event and its result (6 MB each). */
const MAX_LAMBDA_PAYLOAD_BYTES = 6 * 1024 * 1024;
/** HTTP API's integration timeout (its default and maximum; CDK leaves it so). */
const INTEGRATION_TIMEOUT_SECONDS = 30;

/**
 * Time limits, in milliseconds: each function's timeout as CDK configures it and the
 * integration's, both multiplied by LOCAL_TIMEOUT_SCALE (1 unless set); LOCAL_INTEGRATION_TIMEOUT_MS
 * overrides the integration's (tests).
 */
const timeoutScale = () => Number(process.env.LOCAL_TIMEOUT_SCALE ?? 1);
const functionTimeoutMs = (area: Area) => functionTimeoutSeconds(areaAccess[area]) * 1000 * timeoutScale();
const integrationTimeoutMs = () =>
  Number(process.env.LOCAL_INTEGRATION_TIMEOUT_MS ?? INTEGRATION_TIMEOUT_SECONDS * 1000 * timeoutScale());

type Outcome<T> = { result: T } | { timedOut: 'function' | 'integration' };

/** The handler's answer, or which limit came first: Lambda's timeout or the integration's. */
const withinLimits = async <T>(
  work: Promise<T>,
  functionMs: number,
  integrationMs: number,
): Promise<Outcome<T>> => {
  const timers: NodeJS.Timeout[] = [];
  const after = (ms: number, which: 'function' | 'integration') =>
    new Promise<Outcome<T>>((resolve) => timers.push(setTimeout(() => resolve({ timedOut: which }), ms)));
  // A late failure after a timeout has nobody to answer: it is only logged.
  work.catch((error: unknown) => console.error('handler failed after its answer was given', error));
  try {
    return await Promise.race([
      work.then((result) => ({ result })),
      after(functionMs, 'function'),
      after(integrationMs, 'integration'),
    ]);
  } finally {
    for (const t of timers) clearTimeout(t);
  }
};

const handlers = new Map<Area, Promise<AreaHandler>>();
const areaHandler = (area: Area): Promise<AreaHandler> => {
  if (!handlers.has(area)) {
    handlers.set(
      area,
      import(`@bp/functions/http/${area}/index.ts`).then((m: { handler: AreaHandler }) => m.handler),
    );
  }
  return handlers.get(area) as Promise<AreaHandler>;
};
let authorizer: Promise<Authorizer> | undefined;
const loadAuthorizer = () =>
  (authorizer ??= import('@bp/functions/http/authorizer/index.ts').then(
    (m: { handler: Authorizer }) => m.handler,
  ));

const readBody = (req: IncomingMessage): Promise<Buffer | null> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > MAX_BODY_BYTES ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });

const sendJson = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
};

const sendResult = (
  res: ServerResponse,
  result: APIGatewayProxyStructuredResultV2,
  waits: RequestWaits | undefined,
) => {
  const headers: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(result.headers ?? {})) headers[k.toLowerCase()] = String(v);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  if (waits) headers[WAITS_HEADER] = waits.header();
  const body = result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : undefined;
  res.writeHead(result.statusCode ?? 200, headers).end(body);
};

const isUnauthorized = (error: unknown) => (error as Error)?.message === 'Unauthorized';

/**
 * Starts one invocation of an API function, in this thread or in a worker of the pool, as that
 * function (runAsFunction also tells the checked endpoints here about it). It resolves once the
 * function's code is loaded and the handler runs: as in Lambda, the init phase is not part of
 * the function's timeout, which the caller starts then.
 */
const startInvocation = async <T>(
  workers: FunctionWorkers | undefined,
  fn: LocalFunction,
  load: () => Promise<(event: never, context: Context) => Promise<T>>,
  event: unknown,
  timeoutMs: number,
  wait: WaitOrder | undefined,
): Promise<{ result: Promise<T> }> => {
  if (workers) {
    const { started, result } = runAsFunction(fn, () => workers.invoke<T>(fn, event, timeoutMs, wait));
    await started;
    return { result };
  }
  const handler = await load();
  const invoke = () => runAsFunction(fn, () => handler(event as never, lambdaContext(fn.name, timeoutMs)));
  if (!wait) return { result: invoke() };
  const waits = startInvocationWaits(wait.prefix);
  const result = waits.run(invoke);
  const report = () => wait.report({ ...waits.end(), back: epochMs() });
  result.then(report, report);
  return { result };
};

const handleApi = async (
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  workers: FunctionWorkers | undefined,
  onRoute: ((route: RouteDef, status: number) => void) | undefined,
) => {
  const waits = startRequestWaits();
  if (requestHeaderBytes(req) > MAX_REQUEST_HEADER_BYTES) return sendJson(res, 431, HEADER_TOO_LARGE);
  const match = createMatcher(req.method ?? 'GET', url.pathname);
  if (!match) return sendJson(res, 404, { message: 'Not Found' });
  const body = await readBody(req);
  if (body === null) return sendJson(res, 413, { message: 'Request Entity Too Large' });
  const event = toApiEvent(req, url, body, match);
  // Lambda refuses an event over 6 MB (a body near 4.5 MB once base64-encoded); HTTP API answers 413.
  if (Buffer.byteLength(JSON.stringify(event)) > MAX_LAMBDA_PAYLOAD_BYTES)
    return sendJson(res, 413, { message: 'Request Entity Too Large' });

  if (match.route.access !== 'public') {
    // Like API Gateway: no identity source, no authorizer call, 401.
    if (!event.headers.authorization) return sendJson(res, 401, { message: 'Unauthorized' });
    try {
      const authorizing = await startInvocation<{ isAuthorized: boolean; context?: object }>(
        workers,
        { name: 'api-authorizer', entry: AUTHORIZER_ENTRY },
        loadAuthorizer,
        toAuthorizerEvent(event),
        30_000,
        waits?.order('a'),
      );
      const decision = await authorizing.result;
      if (!decision.isAuthorized) return sendJson(res, 403, { message: 'Forbidden' });
      (event.requestContext as unknown as Record<string, unknown>).authorizer = {
        lambda: decision.context ?? {},
      };
    } catch (error) {
      if (isUnauthorized(error)) return sendJson(res, 401, { message: 'Unauthorized' });
      console.error('authorizer failed', error);
      return sendJson(res, 500, { message: 'Internal Server Error' });
    }
  }

  try {
    const area = match.route.area;
    const timeoutMs = functionTimeoutMs(area);
    const invocation = await startInvocation<APIGatewayProxyStructuredResultV2>(
      workers,
      { name: `api-${area}`, entry: areaEntry(area) },
      () => areaHandler(area),
      event,
      timeoutMs,
      waits?.order('h'),
    );
    const outcome = await withinLimits(invocation.result, timeoutMs, integrationTimeoutMs());
    if ('timedOut' in outcome) {
      // Lambda ends the invocation ("Task timed out"), which HTTP API answers 500; past its own
      // integration timeout HTTP API answers 503 without waiting for the function.
      console.error(`handler ${match.route.area}: ${outcome.timedOut} timeout`);
      return outcome.timedOut === 'function'
        ? sendJson(res, 500, { message: 'Internal Server Error' })
        : sendJson(res, 503, { message: 'Service Unavailable' });
    }
    const result = outcome.result;
    if (Buffer.byteLength(JSON.stringify(result)) > MAX_LAMBDA_PAYLOAD_BYTES) {
      console.error(`handler ${match.route.area}: response over Lambda's 6 MB limit`);
      return sendJson(res, 500, { message: 'Internal Server Error' });
    }
    onRoute?.(match.route, result.statusCode ?? 200);
    sendResult(res, result, waits);
  } catch (error) {
    console.error(`handler ${match.route.area} failed`, error);
    sendJson(res, 500, { message: 'Internal Server Error' });
  }
};

const createMatcher = createRouteMatcher(routes);

export interface Gateway {
  url: string;
  server: Server;
  /** Loads every function's module ahead of its first request. */
  warm(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The local stand-in for API Gateway (and, with `webDist`, for CloudFront): each /api request
 * becomes a payload 2.0 event, goes through the same Lambda authorizer, and runs the same
 * area handler in-process. Status codes, headers and binary bodies pass through unchanged.
 */
export const startGateway = async (options: {
  port: number;
  webDist?: string;
  iam: IamAuthorizer;
  scheduler?: Scheduler;
  /** Told each request's route and the status its handler answered (ocr-warm-up.ts). */
  onRoute?: (route: RouteDef, status: number) => void;
}): Promise<Gateway> => {
  const workerCount = functionWorkerCount();
  const workers = workerCount > 0 ? startFunctionWorkers(workerCount) : undefined;
  startLoopDelay();
  const server = createServer({ maxHeaderSize: NODE_MAX_HEADER_SIZE }, (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (
      url.pathname === FAULT_PATH ||
      url.pathname === PIPELINE_FAULT_PATH ||
      url.pathname === STALE_READS_PATH
    ) {
      void handleFaultRequest(req, res);
    } else if (options.scheduler && url.pathname.startsWith(SCHEDULE_PATH)) {
      void handleScheduleRequest(options.scheduler, url.pathname.slice(SCHEDULE_PATH.length), req, res);
    } else if (url.pathname === LOOP_DELAYS_PATH) {
      void sendLoopDelays(res, workers);
    } else if (url.pathname === IAM_PATH) {
      void handleIamRequest(req, res, options.iam);
    } else if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
      handleApi(req, res, url, workers, options.onRoute).catch((error) => {
        console.error('gateway error', error);
        if (!res.headersSent) sendJson(res, 500, { message: 'Internal Server Error' });
      });
    } else if (options.webDist) {
      serveStatic(options.webDist, url.pathname, res);
    } else {
      sendJson(res, 404, { message: 'Not Found' });
    }
  });
  // Longer than any client's idle keep-alive (Playwright's, undici's), so a client never reuses
  // a socket at the moment the server closes it (a spurious ECONNRESET).
  server.on('clientError', refuseOversizedHeaders);
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    // Lambda loads a function's code in its init phase; here the first request of each area would
    // wait for its module graph (seconds on a busy machine, the cold-start timeouts of the first
    // browser tests). Loaded one after another once the cloud answers, as the pipeline's steps are.
    warm: async () => {
      if (workers) return workers.warm([AUTHORIZER_ENTRY, ...new Set(routes.map((r) => areaEntry(r.area)))]);
      await loadAuthorizer().catch(() => (authorizer = undefined));
      for (const area of new Set(routes.map((r) => r.area)))
        await areaHandler(area).catch(() => handlers.delete(area));
    },
    stop: async () => {
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
      await workers?.stop();
    },
  };
};
