import axe from 'axe-core';
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

/** axe-core itself, and the configuration @axe-core/playwright's legacy mode gives it. */
const AXE_IN_PAGE = `${axe.source}
;axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`;

/**
 * axe-core's serious and critical findings, one line each: rule, impact, where.
 * axe runs once in the page, as @axe-core/playwright's legacy mode does (its default runs it per
 * frame, then again in a blank page it opens to merge the frames' results): the same rules on the
 * same DOM, only cross-origin frames left out, and the app has none. Run here rather than through
 * that package, whose legacy mode injects axe's 550 kB twice a screen: 0.91 s a screen instead
 * of 1.25 (docs/testing.md); here it is injected once a document. Only violations are collected
 * in full (passes and incomplete, never read here, stop at their first node).
 */
export const seriousAxeViolations = async (page: Page): Promise<string[]> => {
  // Once a document: a screen reached through the app's router finds it there already.
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(AXE_IN_PAGE);
  const results = await page.evaluate(() =>
    (globalThis as unknown as { axe: typeof axe }).axe.run(
      (globalThis as unknown as { document: Document }).document,
      { resultTypes: ['violations'] },
    ),
  );
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

/**
 * Controls inside main that overlap another (a picker wider than its column over the next
 * field): each pair once, named by its accessible label. Controls inside one another (a button
 * in a text box) and ones not shown are left out; a pixel of touching is not an overlap.
 */
export const overlappingControls = (page: Page): Promise<string[]> =>
  page.locator('main').evaluate((main) => {
    const view = main.ownerDocument.defaultView;
    const selector =
      'input:not([type="hidden"]), textarea, select, button, a[href], [role="combobox"], [role="button"]';
    const controls = Array.from(main.querySelectorAll<HTMLElement>(selector))
      .filter((el) => {
        const style = view?.getComputedStyle(el);
        const rect = el.getBoundingClientRect();
        // Checkbox and radio inputs lie transparent over their own icon.
        return style?.visibility !== 'hidden' && style?.opacity !== '0' && rect.width > 0 && rect.height > 0;
      })
      // A text box is the outlined box the user sees, not its (narrower) input element.
      .map((control) => control.closest<HTMLElement>('.MuiInputBase-root') ?? control)
      .filter((el, i, all) => all.indexOf(el) === i)
      .map((el) => ({ el, rect: el.getBoundingClientRect() }));
    const nameOf = (el: HTMLElement) => {
      const input = el.matches('input, textarea') ? el : el.querySelector('input, textarea');
      const name =
        input?.getAttribute('aria-label') ??
        (input?.id ? main.ownerDocument.querySelector(`label[for="${input.id}"]`)?.textContent : null) ??
        el.getAttribute('aria-label') ??
        el.textContent?.trim().slice(0, 40) ??
        '';
      return `${input ? 'field' : el.tagName.toLowerCase()} "${name}"`;
    };
    const found: string[] = [];
    for (let i = 0; i < controls.length; i += 1) {
      for (let j = i + 1; j < controls.length; j += 1) {
        const a = controls[i];
        const b = controls[j];
        if (!a || !b || a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const x = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const y = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (x > 1 && y > 1) found.push(`${nameOf(a.el)} overlaps ${nameOf(b.el)}`);
      }
    }
    return found;
  });

/**
 * Tables inside main wider than their box (columns reached only by scrolling sideways, or cut
 * off): each with its width and its box's.
 */
export const tablesWiderThanTheirBox = (page: Page): Promise<string[]> =>
  page.locator('main').evaluate((main) =>
    Array.from(main.querySelectorAll('table')).flatMap((table) => {
      const box = table.parentElement;
      if (!box || table.getBoundingClientRect().width === 0) return [];
      const width = Math.ceil(table.getBoundingClientRect().width);
      return width > box.clientWidth + 1
        ? [`table "${table.getAttribute('aria-label') ?? ''}" (${width} > ${box.clientWidth})`]
        : [];
    }),
  );

/**
 * Text the user cannot read whole: an element ending in "…" (text-overflow: ellipsis) whose
 * text is wider than its box, in the app bar or the screen (the title cut to "BatchP…" beside
 * the outbox count, a select's chosen value). Fields' own inputs scroll, and are left out.
 */
export const cutTexts = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const doc = (globalThis as unknown as { document: Document }).document;
    const view = doc.defaultView;
    return Array.from(doc.querySelectorAll('header *, main *')).flatMap((element) => {
      const style = view?.getComputedStyle(element);
      const text = element.textContent?.trim() ?? '';
      return style?.textOverflow === 'ellipsis' && text && element.scrollWidth > element.clientWidth + 1
        ? [`"${text.slice(0, 50)}" is cut (${element.scrollWidth} > ${element.clientWidth})`]
        : [];
    });
  });

/** The smallest button on a phone, in px (web/src/lib/theme.ts PHONE_TAP_TARGET). */
const TAP_TARGET = 40;

/**
 * Buttons on a phone smaller than a finger (under 40 px either way), named with their size.
 * An autocomplete's arrow and clear buttons are left out (a tap on the field opens its list),
 * and so are buttons not shown.
 */
export const smallTapTargets = (page: Page): Promise<string[]> =>
  page.evaluate((least) => {
    const doc = (globalThis as unknown as { document: Document }).document;
    const view = doc.defaultView;
    const selector = 'button, [role="button"], a.MuiButton-root, a.MuiIconButton-root';
    const skipped = '.MuiAutocomplete-popupIndicator, .MuiAutocomplete-clearIndicator';
    return Array.from(doc.querySelectorAll<HTMLElement>(selector)).flatMap((element) => {
      const rect = element.getBoundingClientRect();
      const style = view?.getComputedStyle(element);
      if (!rect.width || !rect.height || style?.visibility === 'hidden' || element.matches(skipped))
        return [];
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      return rect.width < least - 0.5 || rect.height < least - 0.5
        ? [`button "${name}" is ${Math.round(rect.width)} x ${Math.round(rect.height)} px`]
        : [];
    });
  }, TAP_TARGET);
