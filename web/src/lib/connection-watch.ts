/**
 * The upload screen's calls end when the device goes offline, or when one takes past its limit.
 * A call already under way is not ended by the network going away (the browser waits on its
 * connection for minutes), so without this a photo taken on a dock whose Wi-Fi dropped showed
 * "Uploading…" all that time instead of being kept in the outbox.
 */
export const UPLOAD_URL_LIMIT_MS = 35_000;

export const watchConnection = () => {
  const controller = new AbortController();
  const giveUp = () => controller.abort();
  window.addEventListener('offline', giveUp);
  return {
    /** Aborted once the device went offline or a call passed its limit. */
    signal: controller.signal,
    /** Gives up after `ms` (a call's limit, past the API's own 30 s); the answer ends the limit. */
    within: async <T>(ms: number, call: Promise<T>): Promise<T> => {
      const timer = setTimeout(giveUp, ms);
      try {
        return await call;
      } finally {
        clearTimeout(timer);
      }
    },
    end: () => window.removeEventListener('offline', giveUp),
  };
};
