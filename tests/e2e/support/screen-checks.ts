import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** What a finished screen shows: its heading, and no spinner (list, form or lazy screen). */
export const waitForScreen = async (page: Page): Promise<void> => {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  // A button fading from disabled to enabled is checked in its final colours, not halfway.
  await page.waitForFunction(() =>
    (globalThis as unknown as { document: { getAnimations(): Animation[] } }).document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
};

/** Wider than the window: the page itself scrolls sideways. */
export const pageOverflow = (page: Page): Promise<{ scrollWidth: number; clientWidth: number }> =>
  page.evaluate(() => {
    const root = (globalThis as unknown as { document: { documentElement: Element } }).document
      .documentElement;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });

/**
 * Boxes inside main that scroll sideways (a wide table in its card): on a phone nothing may,
 * since a user sees the first column and no sign of the rest. Tab strips scroll by design,
 * with arrows, and are left out.
 */
export const sidewaysScrollers = (page: Page): Promise<string[]> =>
  page.locator('main').evaluate((main) => {
    const found: string[] = [];
    const view = main.ownerDocument.defaultView;
    for (const element of Array.from(main.querySelectorAll('*'))) {
      if (element.closest('[role="tablist"], .MuiTabs-root')) continue;
      const style = view?.getComputedStyle(element);
      const scrolls = style && (style.overflowX === 'auto' || style.overflowX === 'scroll');
      if (scrolls && element.scrollWidth > element.clientWidth + 1) {
        const name = element.getAttribute('aria-label') ?? element.className.toString().slice(0, 60);
        found.push(
          `${element.tagName.toLowerCase()} "${name}" (${element.scrollWidth} > ${element.clientWidth})`,
        );
      }
    }
    return found;
  });

/** axe-core's serious and critical findings, one line each: rule, impact, where. */
export const seriousAxeViolations = async (page: Page): Promise<string[]> => {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
};
