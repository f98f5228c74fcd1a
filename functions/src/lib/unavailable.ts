/**
 * Errors that mean "a service we depend on did not answer in time or is overloaded", not "the
 * request was wrong": they answer 503 with a message and Retry-After, never 500.
 */
const UNAVAILABLE_NAMES = new Set([
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'InternalServerError',
  'ServiceUnavailable',
  'ServiceUnavailableException',
]);
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

export const isUnavailable = (error: unknown): boolean => {
  if (!error || typeof error !== 'object') return false;
  const e = error as { name?: string; code?: string; $metadata?: { httpStatusCode?: number } };
  return (
    UNAVAILABLE_NAMES.has(e.name ?? '') ||
    NETWORK_CODES.has(e.code ?? '') ||
    (e.$metadata?.httpStatusCode ?? 0) >= 500
  );
};
