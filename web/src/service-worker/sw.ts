/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NAVIGATION_DENYLIST, SHELL_URL } from './navigation-scope.ts';

/**
 * The app's service worker (vite-plugin-pwa, injectManifest): the built shell and its assets are
 * precached, so the app opens with no network after one visit. Only those files are ever served
 * from the cache: no runtime route is registered, so /api requests pass through to the network
 * untouched (offline writes are the outbox's job, not a cached answer's).
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Client-side routes are not files: any app navigation gets the precached index.html.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL(SHELL_URL), { denylist: [...NAVIGATION_DENYLIST] }),
);

// A new version waits (registerType 'prompt') until the user presses Reload in the toast, which
// sends this message; it never takes over a page mid-entry by itself.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
