import { conflict, STALE_WRITE } from '../../../core/errors.ts';
import { backoff } from './transact.ts';

/**
 * DynamoDB refuses a plain PutItem, UpdateItem or DeleteItem on an item that an in-flight
 * TransactWriteItems holds with TransactionConflictException (HTTP 400), which the SDK does not
 * retry (it is neither a throttling nor a transient code): uncaught, it is a 500.
 */
export const isTransactionConflict = (error: unknown): boolean =>
  (error as { name?: string } | null)?.name === 'TransactionConflictException';

/** Tries of one plain write: the jittered pauses between them add up to 0.6 s at most. */
export const PLAIN_WRITE_ATTEMPTS = 6;

/**
 * Sends a plain write again while a transaction holds its item. A refused write did not apply,
 * so sending it again is safe (an ADD too). Still refused after `attempts`, it answers 409
 * STALE_WRITE, as a transaction that keeps losing races does (transact.ts).
 */
export const retryTransactionConflict = async <T>(
  send: () => Promise<T>,
  attempts = PLAIN_WRITE_ATTEMPTS,
  pause: (attempt: number) => Promise<unknown> = backoff,
): Promise<T> => {
  for (let attempt = 0; ; attempt++) {
    if (attempt > 0) await pause(attempt);
    try {
      return await send();
    } catch (error) {
      if (!isTransactionConflict(error)) throw error;
      if (attempt + 1 >= attempts) throw conflict(STALE_WRITE);
    }
  }
};
