import type middy from '@middy/core';
import { zodMessage } from '@bp/shared/contracts/zod-message.ts';
import { ZodError } from 'zod';
import { isHttpError } from '../errors.ts';
import { isUnavailable, UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../unavailable.ts';
import { errorResult, type HttpResult } from '../http-response.ts';
import { loggerFor } from './request-logger.ts';

/** Turns any thrown error into `{ message }`: HttpError keeps its status, zod failures are 400. */
export const errorHandler = (): middy.MiddlewareObj<unknown, HttpResult> => ({
  onError: async (request) => {
    const error = request.error;
    if (isHttpError(error)) {
      request.response = errorResult(error.status, error.message, error.headers);
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
