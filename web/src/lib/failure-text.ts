import { ApiError } from './api-error.ts';

/**
 * A screen's own failure text (spec 000 section 8: "the message or 'Failed to ...'"): the
 * server's `message` when it sent one, otherwise the screen's fallback. A network failure or
 * an answer without a message gets the fallback rather than a technical text.
 */
export const failureText = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
