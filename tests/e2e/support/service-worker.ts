import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app's service worker is active and controls the page. A first visit installs
 * it (precaching the shell) but is not controlled by it: the worker never claims open pages
 * (registerType 'prompt'), so the page is reloaded once, as a second visit would.
 */
export const waitForServiceWorkerControl = async (page: Page): Promise<void> => {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
};

/** Asks the server for a new version now, as the open page does on its timer. */
export const checkForUpdate = async (page: Page): Promise<void> => {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
};

/** A fetch from the page: its status, or 'network error' when nothing answered. */
export const fetchFromPage = (page: Page, path: string): Promise<number | 'network error'> =>
  page.evaluate(
    (url) =>
      fetch(url).then(
        (response) => response.status,
        () => 'network error' as const,
      ),
    path,
  );

export const expectNoWaitingVersion = async (page: Page): Promise<void> => {
  const waiting = await page.evaluate(
    async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null,
  );
  expect(waiting).toBe(false);
};
