import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayRequestAuthorizerEventV2 } from 'aws-lambda';
import type { RouteMatch } from './route-matcher.ts';

/** Bodies API Gateway passes as text; everything else arrives base64-encoded. */
const TEXT_TYPES = /^(text\/|application\/(json|x-www-form-urlencoded|xml|javascript)|.*\+json)/i;

const headersOf = (req: IncomingMessage): Record<string, string> => {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  return headers;
};

const queryOf = (url: URL): Record<string, string> | undefined => {
  const out: Record<string, string> = {};
  for (const key of new Set(url.searchParams.keys())) out[key] = url.searchParams.getAll(key).join(',');
  return Object.keys(out).length ? out : undefined;
};

/** The API Gateway HTTP API (payload 2.0) event for a request, as the deployed API would build it. */
export const toApiEvent = (
  req: IncomingMessage,
  url: URL,
  body: Buffer,
  match: RouteMatch,
): APIGatewayProxyEventV2 => {
  const headers = headersOf(req);
  const isText = TEXT_TYPES.test(headers['content-type'] ?? 'text/plain');
  const routeKey = `${match.route.method} ${match.route.path}`;
  const now = new Date();
  const cookies = headers.cookie?.split(';').map((c) => c.trim());
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    ...(cookies ? { cookies } : {}),
    headers,
    queryStringParameters: queryOf(url),
    pathParameters: Object.keys(match.pathParameters).length ? match.pathParameters : undefined,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body: body.length ? body.toString(isText ? 'utf8' : 'base64') : undefined,
    isBase64Encoded: body.length > 0 && !isText,
  };
};

export const toAuthorizerEvent = (event: APIGatewayProxyEventV2): APIGatewayRequestAuthorizerEventV2 => ({
  version: '2.0',
  type: 'REQUEST',
  routeArn: `arn:aws:execute-api:local:000000000000:local/$default/${event.routeKey.replace(' ', '')}`,
  identitySource: [event.headers.authorization ?? ''],
  routeKey: event.routeKey,
  rawPath: event.rawPath,
  rawQueryString: event.rawQueryString,
  cookies: event.cookies ?? [],
  headers: event.headers as Record<string, string>,
  queryStringParameters: (event.queryStringParameters ?? {}) as Record<string, string>,
  requestContext: event.requestContext,
  pathParameters: (event.pathParameters ?? {}) as Record<string, string>,
  stageVariables: {},
});
