/**
 * When a page that stays open (a phone on the floor keeps the app open for a whole shift) asks
 * the server for a new version. Browsers check on navigations only, and an SPA has almost none,
 * so the page checks itself: on a timer and when it comes back to the foreground, only online,
 * at most once per interval.
 */
export const UPDATE_CHECK_INTERVAL_MS = 30 * 60_000;

export const isUpdateCheckDue = (lastCheckAt: number, now: number, online: boolean): boolean =>
  online && now - lastCheckAt >= UPDATE_CHECK_INTERVAL_MS;

/** Starts the checks for one registration; the returned function stops them. */
export const watchForUpdates = (registration: ServiceWorkerRegistration): (() => void) => {
  let lastCheckAt = Date.now();
  const check = () => {
    if (!isUpdateCheckDue(lastCheckAt, Date.now(), navigator.onLine)) return;
    lastCheckAt = Date.now();
    // A failed check (the network dropped) is retried at the next occasion.
    registration.update().catch(() => undefined);
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') check();
  };
  const timer = window.setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
};
