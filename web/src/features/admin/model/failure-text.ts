import { ApiError } from '../../../lib/api-error.ts';

/**
 * 'The server message or "Failed to ..."' (spec 000 section 8): the server's own `message`
 * when it sent one, otherwise the screen's fallback (also for a network failure, whose
 * browser text means nothing to the reader).
 */
export const failureText = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
