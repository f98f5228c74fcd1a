import { Conflict, type DomainErrorKind, isDomainError, TooMany } from '../core/errors.ts';
import { UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_AFTER_SECONDS } from './unavailable.ts';

/**
 * An error with an HTTP status: what the edge itself refuses (a malformed request, a missing
 * route, a body too large) and, through `toHttpError`, every domain error core throws.
 * Everything else becomes a 500 with a generic message (and is logged), so internals never leak.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;
  /** More of the answer's body beside its message. */
  readonly details?: Record<string, unknown>;

  constructor(
    status: number,
    message: string,
    headers: Record<string, string> = {},
    details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.headers = headers;
    this.details = details;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const unsupportedMediaType = (message: string) => new HttpError(415, message);

export const serviceUnavailable = () =>
  new HttpError(503, UNAVAILABLE_MESSAGE, { 'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS) });

export const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError;

/** The one place a domain error kind becomes a status. */
const STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-many': 429,
};

/** The HTTP answer of an error a client caused, or null for anything else (a bug, an outage). */
export const toHttpError = (error: unknown): HttpError | null => {
  if (isHttpError(error)) return error;
  if (!isDomainError(error)) return null;
  const headers =
    error instanceof TooMany
      ? { 'retry-after': String(error.retryAfterSeconds) }
      : ({} as Record<string, string>);
  const details = error instanceof Conflict ? error.details : undefined;
  return new HttpError(STATUS[error.kind], error.message, headers, details);
};
