/**
 * What the landing page hands the offline manual form when its manual-new went without an
 * answer: that request's Idempotency-Key. It may have made a submission; the entry typed offline
 * is queued under the same key, so the outbox's manual-new answers that submission, not a new one.
 */
export interface OfflineManualState {
  lostManualNewKey: string;
}

export const offlineManualState = (key: string): OfflineManualState => ({ lostManualNewKey: key });

/** The key handed over, if any (history state is anything a page put there). */
export const lostManualNewKeyOf = (state: unknown): string | null => {
  const key = (state as Partial<OfflineManualState> | null)?.lostManualNewKey;
  return typeof key === 'string' && key !== '' ? key : null;
};
