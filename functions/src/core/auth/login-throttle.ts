/**
 * Sign-in attempts are limited in fixed windows, counted in two buckets:
 * - one account from one client address: a few guesses, then that address waits. Another
 *   address (the account's owner elsewhere) has its own bucket, so guessing cannot lock them out;
 * - one client address across every account: stops spraying many accounts from one place.
 * An attempt is reserved in both buckets before the password is checked (an atomic conditional
 * count), so a burst of parallel guesses gets exactly the limit checked and the rest refused.
 * A successful sign-in gives its attempt back, and clears the account's bucket at that address.
 */
export const MAX_FAILURES = 5;
export const MAX_ADDRESS_FAILURES = 20;
export const WINDOW_SECONDS = 15 * 60;

export interface ThrottleBucket {
  /** Names the bucket (its key); the window is added by the store. */
  scope: string;
  limit: number;
  /** A success here proves the owner: their earlier failures are forgiven, not just this attempt. */
  clearOnSuccess: boolean;
}

export const throttleBuckets = (email: string, sourceIp: string): [ThrottleBucket, ThrottleBucket] => [
  { scope: `ACCOUNT#${email.trim().toLowerCase()}#${sourceIp}`, limit: MAX_FAILURES, clearOnSuccess: true },
  { scope: `ADDRESS#${sourceIp}`, limit: MAX_ADDRESS_FAILURES, clearOnSuccess: false },
];

/** Fixed windows: every attempt in the same window counts against the same bucket. */
export const windowOf = (nowSeconds: number): number => Math.floor(nowSeconds / WINDOW_SECONDS);

export const secondsLeftInWindow = (nowSeconds: number): number =>
  (windowOf(nowSeconds) + 1) * WINDOW_SECONDS - Math.floor(nowSeconds);
