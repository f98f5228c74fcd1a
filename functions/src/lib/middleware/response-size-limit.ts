import type middy from '@middy/core';
import type { AuthorizedEvent } from '../caller.ts';
import { type HttpResult, errorResult } from '../http-response.ts';

/**
 * Lambda refuses a response over 6 MB (6,291,456 bytes, the whole serialised result: headers,
 * and the body as a JSON string, where every quote of a JSON body is escaped). A margin is kept.
 */
export const MAX_RESPONSE_BYTES = 6 * 1024 * 1024 - 64 * 1024;

export const responseTooLarge = (compressed: boolean) =>
  compressed
    ? 'This answer is too large to send in one response; ask for it in pages with page and page_size'
    : 'This answer is too large to send in one response; ask for it in pages with page and page_size, or accept gzip or br compression (Accept-Encoding)';

/** The serialised size, computed only for bodies that could come near the limit. */
const serialisedBytes = (response: HttpResult) =>
  (response.body?.length ?? 0) < MAX_RESPONSE_BYTES / 2 ? 0 : Buffer.byteLength(JSON.stringify(response));

/**
 * An answer that would break Lambda's limit (it would reach the client as a bare 500) becomes 413
 * with a message saying how to get the data: in pages, or compressed. Runs after compression
 * (registered before it), so a list that fits once compressed is sent whole.
 */
export const responseSizeLimit = (): middy.MiddlewareObj<AuthorizedEvent, HttpResult> => ({
  after: async (request) => {
    const response = request.response;
    if (!response || serialisedBytes(response) <= MAX_RESPONSE_BYTES) return;
    const headers = { ...(response.headers ?? {}) };
    const compressed = headers['Content-Encoding'] !== undefined || headers['content-encoding'] !== undefined;
    delete headers['Content-Encoding'];
    delete headers['content-encoding'];
    const refusal = errorResult(413, responseTooLarge(compressed));
    request.response = { ...refusal, headers: { ...headers, ...refusal.headers } };
  },
});
