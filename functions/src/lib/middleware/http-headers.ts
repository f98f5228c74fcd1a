import { constants } from 'node:zlib';
import type middy from '@middy/core';
import httpContentEncoding from '@middy/http-content-encoding';
import httpContentNegotiation from '@middy/http-content-negotiation';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import httpSecurityHeaders from '@middy/http-security-headers';
import type { AuthorizedEvent } from '../caller.ts';
import type { HttpResult } from '../http-response.ts';
import { responseSizeLimit } from './response-size-limit.ts';

type Middleware = middy.MiddlewareObj<AuthorizedEvent, HttpResult>;

/**
 * Answers of signed-in routes hold a company's data: no browser or proxy may keep them. Public
 * answers (health, OpenAPI, sign-in) are left to their handler.
 */
const noStoreForSignedIn = (): Middleware => {
  const apply = async (request: middy.Request<AuthorizedEvent, HttpResult>) => {
    const response = request.response;
    if (!response || !request.event.requestContext?.authorizer?.lambda) return;
    response.headers = { 'cache-control': 'no-store', ...(response.headers ?? {}) };
  };
  return { after: apply, onError: apply };
};

/**
 * Middy's own HTTP middlewares, in the order they must run: header names lower-cased before
 * anything reads them; the Accept-Encoding preference parsed (never a 406: an answer is always
 * possible uncompressed); then, on the way out, security headers and gzip or br compression of
 * larger answers (Lambda's response limit is 6 MB; the same JSON compresses about tenfold), and
 * an answer still over the limit refused with 413 (response-size-limit.ts).
 * `after` hooks run in reverse order of `use`, so compression is registered before the headers.
 */
export const httpHeaders = (): Middleware[] => [
  httpHeaderNormalizer() as Middleware,
  httpContentNegotiation({
    parseCharsets: false,
    parseLanguages: false,
    parseMediaTypes: false,
    parseEncodings: true,
    availableEncodings: ['br', 'gzip', 'identity'],
    failOnMismatch: false,
  }) as Middleware,
  responseSizeLimit(),
  httpContentEncoding({
    // Quality 4: about gzip's speed with smaller output (the default, 11, is far too slow per request).
    br: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    overridePreferredEncoding: ['br', 'gzip'],
  }) as Middleware,
  // An API answer is JSON or a file download: nothing in it may run, frame or be framed.
  httpSecurityHeaders({
    contentSecurityPolicy: { 'default-src': "'none'", 'frame-ancestors': "'none'" },
    reportTo: false,
    reportingEndpoints: false,
  }) as Middleware,
  noStoreForSignedIn(),
];
