import { test, type Page } from '@playwright/test';
import { waitForScreen } from './screen-checks.ts';

/**
 * Opens an address. The first of a test loads the app; the next ones go through the app's own
 * router (a history entry and its popstate, as Back and Forward do), so the app starts and axe is
 * injected once a test instead of once a screen (docs/testing.md). The old screen's headings are
 * marked with their text first; the new screen is there when a heading has no mark or other text
 * (a screen of the same component keeps the element). One that shows neither within 5 s is loaded
 * in full, and the test says so in its annotations.
 */
export const openScreen = async (page: Page, url: string, how: 'load' | 'route') => {
  if (how === 'route') {
    await page.evaluate((to) => {
      for (const heading of Array.from(document.querySelectorAll('h1')))
        heading.setAttribute('data-e2e-left', heading.textContent ?? '');
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, url);
    const arrived = await page
      .waitForFunction(
        () =>
          Array.from(document.querySelectorAll('h1')).some(
            (heading) => heading.getAttribute('data-e2e-left') !== heading.textContent,
          ),
        undefined,
        { timeout: 5_000 },
      )
      .then(
        () => true,
        () => false,
      );
    if (arrived) return waitForScreen(page);
    test.info().annotations.push({ type: 'loaded in full', description: url });
  }
  await page.goto(url);
  await waitForScreen(page);
};
