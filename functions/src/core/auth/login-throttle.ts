/** Failed sign-ins allowed per e-mail in one window before further attempts are refused. */
export const MAX_FAILURES = 5;
export const WINDOW_SECONDS = 15 * 60;

/** Fixed windows: every attempt in the same window counts against the same bucket. */
export const windowOf = (nowSeconds: number): number => Math.floor(nowSeconds / WINDOW_SECONDS);

export const secondsLeftInWindow = (nowSeconds: number): number =>
  (windowOf(nowSeconds) + 1) * WINDOW_SECONDS - Math.floor(nowSeconds);

export const isThrottled = (failures: number): boolean => failures >= MAX_FAILURES;
