/**
 * How long a transaction holds its items, as this container sees its own: a plain write that
 * meets one (TransactionConflictException) cannot land before it ends, so sending it again much
 * sooner only meets it again. Measured from the TransactWriteItems calls that landed (a refused
 * one ends early and held nothing long), as a moving average: on AWS a few tens of ms, on a
 * saturated local machine a few hundred (docs/load.md, 28 November).
 */
let typicalMs = 0;

/** Notes the time one landed TransactWriteItems took. */
export const noteTransactionTime = (ms: number): void => {
  if (!Number.isFinite(ms) || ms < 0) return;
  typicalMs = typicalMs === 0 ? ms : typicalMs * 0.9 + ms * 0.1;
};

export const typicalTransactionMs = (): number => typicalMs;

/** The longest pause, as `backoff`'s (transact.ts): a retry never waits more than this. */
export const MAX_PAUSE_MS = 400;

/**
 * The pause before try `attempt` (1, 2, ...) of a plain write a transaction held: half to all
 * of a typical transaction (the one met is, on average, half done), plus `backoff`'s full jitter
 * (up to 10 ms doubling each try) so racing writers still spread; at most MAX_PAUSE_MS. With no
 * transaction measured yet it is `backoff`'s alone. Pure: `random` in [0, 1).
 */
export const heldItemPauseMs = (attempt: number, typical: number, random: () => number): number => {
  const jitter = random() * Math.min(MAX_PAUSE_MS, 10 * 2 ** attempt);
  const held = typical > 0 ? typical * (0.5 + random() / 2) : 0;
  return Math.min(MAX_PAUSE_MS, held + jitter);
};

/** Waits `heldItemPauseMs` with this container's typical transaction time. */
export const pauseForHeldItem = (attempt: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, heldItemPauseMs(attempt, typicalMs, Math.random)));
