import type middy from '@middy/core';
import { zodMessage } from '@bp/shared/contracts/zod-message.ts';
import { ZodError } from 'zod';
import { toHttpError } from '../errors.ts';
import { isUnavailable, UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../unavailable.ts';
import { errorResult, type HttpResult } from '../http-response.ts';
import { loggerFor } from './request-logger.ts';

/**
 * Turns any thrown error into `{ message }`: domain errors from core and adapters get their
 * status here (lib/errors.ts `toHttpError`), HttpErrors of the edge keep theirs, zod failures
 * are 400, an unavailable dependency 503, anything else a logged 500.
 */
export const errorHandler = (): middy.MiddlewareObj<unknown, HttpResult> => ({
  onError: async (request) => {
    const error = request.error;
    const http = toHttpError(error);
    if (http) {
      request.response = errorResult(http.status, http.message, http.headers, http.details);
    } else if (error instanceof ZodError) {
      request.response = errorResult(400, zodMessage(error));
    } else if (isUnavailable(error)) {
      request.response = errorResult(503, UNAVAILABLE_MESSAGE, {
        'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS),
      });
    } else {
      loggerFor(request).error('Unhandled error', error as Error);
      request.response = errorResult(500, 'Internal server error');
    }
  },
});
