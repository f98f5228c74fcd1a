/**
 * Which navigations the service worker answers with the cached app shell (index.html). The SPA's
 * own routes (/, /lots/42, /login) do; anything under /api does not: API answers, downloads
 * included, always come from the network, and work made offline waits in the outbox instead.
 */
export const SHELL_URL = '/index.html';

export const NAVIGATION_DENYLIST: readonly RegExp[] = [/^\/api(\/|$)/];

/** True when a navigation to this path gets the app shell from the cache. */
export const servesShell = (pathname: string): boolean =>
  !NAVIGATION_DENYLIST.some((pattern) => pattern.test(pathname));
