import { expect, test, type Page } from '@playwright/test';
import { freshCompanyUser } from './support/fresh-company.ts';
import { createMaterials, searchBox, table, typeInPage } from './support/materials-page.ts';
import { signInWithToken } from './support/session.ts';

/**
 * A filter change wins over a search still waiting out its 300 ms pause: the list, the address
 * and the controls agree once everything has settled (issue 9, "Materials filters race the search").
 */

/** The page's clock now (performance.now), to prove the click came inside the pause. */
const pageNow = (page: Page): Promise<number> => page.evaluate(() => performance.now());

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
  await expect(page.getByText('Showing 1 to 4 of 4 materials')).toBeVisible();
});

test('a tab clicked within 300 ms of typing keeps both the tab and the search', async ({ page }) => {
  const typedAt = await typeInPage(page, 'apple');
  await page.getByRole('tab', { name: 'Packaging' }).click();
  expect(await pageNow(page)).toBeLessThan(typedAt + 300);

  // Well past the pause: nothing fires late and undoes the tab.
  await page.waitForTimeout(700);
  await expect(page.getByRole('tab', { name: 'Packaging' })).toHaveAttribute('aria-selected', 'true');
  await expect(searchBox(page)).toHaveValue('apple');
  await expect(page).toHaveURL(/\/materials\?type=packaging&search=apple$/);
  await expect(page.getByText('Showing 1 to 1 of 1 materials')).toBeVisible();
  await expect(table(page)).toContainText('Apple crate');
  await expect(table(page)).not.toContainText('Apple puree');
});

test('Show archived ticked within 300 ms of typing keeps both', async ({ page }) => {
  const typedAt = await typeInPage(page, 'pear');
  await page.getByRole('checkbox', { name: 'Show archived' }).click();
  expect(await pageNow(page)).toBeLessThan(typedAt + 300);

  await page.waitForTimeout(700);
  await expect(page.getByRole('checkbox', { name: 'Show archived' })).toBeChecked();
  await expect(searchBox(page)).toHaveValue('pear');
  await expect(page).toHaveURL(/\/materials\?search=pear&archived=1$/);
  // Nothing is archived: the list is empty, and says so for this search.
  await expect(page.getByText('No materials found matching "pear"')).toBeVisible();
});
