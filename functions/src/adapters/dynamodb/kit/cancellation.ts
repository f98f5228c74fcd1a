/**
 * Why DynamoDB cancelled a transaction, item by item, and what that means to the caller. Pure:
 * it reads the error's fields, so it is tested without a database.
 */

/** A cancelled transaction: one reason code per item ('None' for the items that were fine). */
export interface Cancellation {
  reasons: string[];
}

export const CONDITION_FAILED = 'ConditionalCheckFailed';
export const TRANSACTION_CONFLICT = 'TransactionConflict';

/**
 * The reasons of a TransactionCanceledException, or a single TransactionConflict for a
 * TransactionConflictException (another transaction held an item); null for any other error
 * (a bug or an outage: the caller rethrows it).
 */
export const cancellationOf = (error: unknown): Cancellation | null => {
  if (!error || typeof error !== 'object') return null;
  const e = error as { name?: string; CancellationReasons?: { Code?: string }[] };
  if (e.name === 'TransactionCanceledException') {
    return { reasons: (e.CancellationReasons ?? []).map((r) => r.Code ?? 'None') };
  }
  if (e.name === 'TransactionConflictException') return { reasons: [TRANSACTION_CONFLICT] };
  return null;
};

/**
 * The ClientRequestToken was used within ten minutes for a call with other items: the caller
 * reused an idempotency key for a different change.
 */
export const isTokenReuse = (error: unknown): boolean =>
  (error as { name?: string } | null)?.name === 'IdempotentParameterMismatchException';

/** The index of the first item whose condition failed, or -1. */
export const firstFailedCondition = (c: Cancellation): number => c.reasons.indexOf(CONDITION_FAILED);

/** Lost a race with another transaction on one of the items: trying again may succeed. */
export const isRace = (c: Cancellation): boolean => c.reasons.includes(TRANSACTION_CONFLICT);

/** A verdict on a cancellation: a domain error to throw, try again, or (chunked writes) already done. */
export type Verdict = { error: Error } | { retry: true } | { applied: true };

/**
 * What a cancellation means: the first failed condition's `explain` (a write's refusal), else a
 * lost race (retry), else an unexpected reason (ValidationError, ItemCollectionSizeLimitExceeded...)
 * reported as a plain Error, which the edge answers as a 500 and logs.
 */
export const verdictOf = (
  c: Cancellation,
  explain: (index: number) => Error | 'retry' | 'applied',
): Verdict => {
  const index = firstFailedCondition(c);
  if (index >= 0) {
    const meaning = explain(index);
    if (meaning === 'retry') return { retry: true };
    if (meaning === 'applied') return { applied: true };
    return { error: meaning };
  }
  if (isRace(c)) return { retry: true };
  return { error: new Error(`Transaction cancelled: ${c.reasons.join(', ')}`) };
};
