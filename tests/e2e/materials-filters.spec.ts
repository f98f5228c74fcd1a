import { expect, test, type Page } from '@playwright/test';
import { freshCompanyUser } from './support/fresh-company.ts';
import { expectOnePage, createMaterials, searchBox, table } from './support/materials-page.ts';
import { signInWithToken } from './support/session.ts';

/**
 * A filter change wins over a search still waiting out its 300 ms pause: the list, the address
 * and the controls agree once everything has settled (issue 9, "Materials filters race the search").
 */

/**
 * Types into the search box and, 100 ms later (inside the 300 ms pause), clicks the control,
 * all inside the page: the test runner's own round trips on a busy machine cannot stretch the
 * gap past the pause. Answers the page's clock at the last key and at the click.
 */
const typeThenClick = (page: Page, text: string, control: 'tab' | 'checkbox', name: string) =>
  searchBox(page).evaluate(
    (input, [value, kind, label]) =>
      new Promise<{ typedAt: number; clickedAt: number }>((resolve) => {
        const box = input as HTMLInputElement;
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        box.focus();
        for (let i = 1; i <= value.length; i += 1) {
          setValue?.call(box, value.slice(0, i));
          box.dispatchEvent(new Event('input', { bubbles: true }));
        }
        const typedAt = performance.now();
        setTimeout(() => {
          const doc = box.ownerDocument;
          const target =
            kind === 'tab'
              ? Array.from(doc.querySelectorAll<HTMLElement>('[role="tab"]')).find(
                  (t) => t.textContent === label,
                )
              : Array.from(doc.querySelectorAll('label'))
                  .find((l) => l.textContent?.includes(label))
                  ?.querySelector<HTMLElement>('input');
          target?.click();
          resolve({ typedAt, clickedAt: performance.now() });
        }, 100);
      }),
    [text, control, name] as const,
  );

test.beforeEach(async ({ page, request }) => {
  const account = await freshCompanyUser(request, 'Materials filters');
  await createMaterials(request, account.token, [
    { name: 'Apple puree', material_type: 'ingredient' },
    { name: 'Apple crate', material_type: 'packaging' },
    { name: 'Pear halves', material_type: 'ingredient' },
    { name: 'Pear tray', material_type: 'packaging' },
  ]);
  await signInWithToken(page, request, account);
  await page.goto('/materials');
  await expectOnePage(page, 4);
});

test('a tab clicked within 300 ms of typing keeps both the tab and the search', async ({ page }) => {
  const { typedAt, clickedAt } = await typeThenClick(page, 'apple', 'tab', 'Packaging');
  expect(clickedAt).toBeLessThan(typedAt + 300);

  // Well past the pause: nothing fires late and undoes the tab.
  await page.waitForTimeout(700);
  await expect(page.getByRole('tab', { name: 'Packaging' })).toHaveAttribute('aria-selected', 'true');
  await expect(searchBox(page)).toHaveValue('apple');
  await expect(page).toHaveURL(/\/materials\?type=packaging&search=apple$/);
  await expectOnePage(page, 1);
  await expect(table(page)).toContainText('Apple crate');
  await expect(table(page)).not.toContainText('Apple puree');
});

test('Show archived ticked within 300 ms of typing keeps both', async ({ page }) => {
  const { typedAt, clickedAt } = await typeThenClick(page, 'pear', 'checkbox', 'Show archived');
  expect(clickedAt).toBeLessThan(typedAt + 300);

  await page.waitForTimeout(700);
  await expect(page.getByRole('checkbox', { name: 'Show archived' })).toBeChecked();
  await expect(searchBox(page)).toHaveValue('pear');
  await expect(page).toHaveURL(/\/materials\?search=pear&archived=1$/);
  // Show archived lists the archived materials with the rest: both pears, no apple.
  await expectOnePage(page, 2);
  await expect(table(page)).toContainText('Pear halves');
  await expect(table(page)).toContainText('Pear tray');
  await expect(table(page)).not.toContainText('Apple');
});

test('the search box has one clear button: ours, not the browser one of type="search" too', async ({
  page,
}) => {
  await searchBox(page).fill('apple');
  await expect(searchBox(page)).toHaveAttribute('type', 'text');
  const clear = page.getByRole('button', { name: 'Clear search' });
  await expect(clear).toHaveCount(1);
  await clear.click();
  await expect(searchBox(page)).toHaveValue('');
  await expect(page).toHaveURL(/\/materials$/);
});
