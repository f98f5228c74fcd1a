import { createHash } from 'node:crypto';

/**
 * A ClientRequestToken derived from an idempotency key (DynamoDB takes 1-36 characters): the
 * same key always gives the same token, so a resent call within ten minutes is answered as done
 * without writing twice. Only for calls whose items are identical when resent.
 */
export const requestToken = (idempotencyKey: string): string =>
  createHash('sha256').update(idempotencyKey).digest('base64url').slice(0, 36);
