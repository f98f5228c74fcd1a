import { expect, test } from '@playwright/test';
import { freshCompanyUser } from './support/fresh-company.ts';
import {
  expectOnePage,
  ARCHIVED_TINT,
  createMaterials,
  getMaterial,
  table,
  rowOf,
  searchBox,
  setShowArchived,
  typeInPage,
  recordSearches,
} from './support/materials-page.ts';
import { signInWithToken } from './support/session.ts';

/** The materials list: search, tabs, paging, archiving (spec 000 sections 2 and 9). */

test('search: 300 ms pause, Enter at once, Escape clears, back to page 1', async ({ page, request }) => {
  const account = await freshCompanyUser(request, 'Materials search');
  await createMaterials(request, account.token, [
    ...Array.from({ length: 11 }, (_, i) => ({
      name: `Herb ${String(i + 1).padStart(2, '0')}`,
      material_type: 'ingredient' as const,
    })),
    { name: 'Basil Leaf', material_type: 'ingredient', sku: 'BAS-9' },
    { name: 'Oregano', material_type: 'ingredient' },
  ]);
  // The page's clock is the test's to move while the search's timing is checked: a pause in
  // typing is then exactly the time the test lets pass, however loaded the machine.
  await page.clock.install();
  await signInWithToken(page, request, account);
  await page.goto('/materials?page=2');
  await expect(page.getByText('Showing 11 to 13 of 13 materials')).toBeVisible();
  const searches = recordSearches(page);
  // Paused a moment ahead of the page's own time (which falls behind the test's while paused).
  const pause = async () => page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const sent = (term: string) =>
    page.waitForRequest((r) => r.url().includes(`search=${term}`), { timeout: 10_000 });

  // Typing sends one search, once typing has paused for 300 ms, and goes back to page 1.
  await pause();
  await typeInPage(page, 'herb 1');
  await page.clock.runFor(299);
  // Real time for a call the 299 ms might have started to reach the test.
  await page.waitForTimeout(500);
  expect(searches).toEqual([]);
  const herb = sent('herb+1');
  await page.clock.runFor(1);
  await herb;
  await page.clock.resume();
  await expectOnePage(page, 2);
  expect(searches).toEqual(['herb 1']);
  await expect(page).toHaveURL(/\/materials\?search=herb\+1$/);
  await expect(table(page)).toContainText('Herb 10');
  await expect(table(page)).toContainText('Herb 11');

  // Enter searches at once: the page's clock stands still, so no pause in typing can end.
  await searchBox(page).fill('');
  await expect(page.getByText('Showing 1 to 10 of 13 materials')).toBeVisible();
  await pause();
  const oreg = sent('oreg');
  await typeInPage(page, 'oreg', { enter: true });
  await oreg;
  await page.clock.resume();
  await expectOnePage(page, 1);
  await expect(rowOf(page, 'Oregano')).toBeVisible();

  // The SKU matches too.
  await searchBox(page).fill('bas-9');
  await expect(rowOf(page, 'Basil Leaf')).toBeVisible();
  await expectOnePage(page, 1);

  // Nothing found: the message and its hint.
  await searchBox(page).fill('saffron');
  await expect(page.getByText('No materials found matching "saffron"')).toBeVisible();
  await expect(page.getByText('Try a different search term')).toBeVisible();

  // Escape clears the box and the search.
  await searchBox(page).press('Escape');
  await expect(searchBox(page)).toHaveValue('');
  await expect(page.getByText('Showing 1 to 10 of 13 materials')).toBeVisible();
  await expect(page).toHaveURL(/\/materials$/);

  // The box follows the address: the sidebar's Materials link clears the search, and the same
  // term can then be searched again.
  await searchBox(page).fill('oregano');
  await expect(page).toHaveURL(/search=oregano/);
  await page.getByRole('link', { name: 'Materials', exact: true }).click();
  await expect(page).toHaveURL(/\/materials$/);
  await expect(searchBox(page)).toHaveValue('');
  await expect(page.getByText('Showing 1 to 10 of 13 materials')).toBeVisible();
  await searchBox(page).fill('oregano');
  await expect(page).toHaveURL(/search=oregano/);
  await expectOnePage(page, 1);
});

test('tabs and paging: 10 per page, Type column on All only, an empty message per tab', async ({
  page,
  request,
}) => {
  const account = await freshCompanyUser(request, 'Materials paging');
  await signInWithToken(page, request, account);

  // A company without materials.
  await page.goto('/materials');
  await expect(page.getByText('No unarchived materials found')).toBeVisible();
  await expect(page.getByText('Add a material to get started')).toBeVisible();
  await setShowArchived(page, true);
  await expect(page.getByText('No archived materials found')).toBeVisible();
  await expect(page.getByText('Uncheck "Show archived" or add new materials.')).toBeVisible();
  await setShowArchived(page, false);

  await createMaterials(request, account.token, [
    ...Array.from({ length: 12 }, (_, i) => ({
      name: `Ingredient ${String(i + 1).padStart(2, '0')}`,
      material_type: 'ingredient' as const,
    })),
    { name: 'Carton', material_type: 'packaging', unit_of_measure: 'unit' },
  ]);
  await page.reload();

  await expect(page.getByText('Showing 1 to 10 of 13 materials')).toBeVisible();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await expect(table(page).getByRole('row')).toHaveCount(11);
  await expect(table(page).getByRole('columnheader')).toHaveText([
    'Name',
    'Type',
    'SKU',
    'UoM',
    'Additional Info',
    'Actions',
  ]);
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByText('Showing 11 to 13 of 13 materials')).toBeVisible();
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  // Names in order: the last page holds Ingredient 10 to 12 (Carton sorts first).
  await expect(rowOf(page, 'Ingredient 12')).toBeVisible();

  // A tab goes back to page 1, filters by type, and leaves out the Type column.
  await page.getByRole('tab', { name: 'Packaging' }).click();
  await expect(page).toHaveURL(/\/materials\?type=packaging$/);
  await expectOnePage(page, 1);
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await expect(page.getByText(/^Page \d+ of/)).toHaveCount(0);
  await expect(table(page).getByRole('columnheader')).toHaveText([
    'Name',
    'SKU',
    'UoM',
    'Additional Info',
    'Actions',
  ]);
  await expect(rowOf(page, 'Carton')).toBeVisible();

  await page.getByRole('tab', { name: 'Ingredients' }).click();
  await expect(page.getByText('Showing 1 to 10 of 12 materials')).toBeVisible();
  await expect(table(page)).not.toContainText('Carton');

  await page.getByRole('tab', { name: 'Finished Goods' }).click();
  await expect(page.getByText('No unarchived finished goods found')).toBeVisible();
  await searchBox(page).fill('bread');
  await expect(page.getByText('No finished goods found matching "bread"')).toBeVisible();

  // Reload keeps the tab and the search.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Finished Goods' })).toHaveAttribute('aria-selected', 'true');
  await expect(searchBox(page)).toHaveValue('bread');
});

test('archive with confirmation, Show archived tints the row, unarchive', async ({ page, request }) => {
  const account = await freshCompanyUser(request, 'Materials archive');
  const [oats] = await createMaterials(request, account.token, [
    { name: 'Rolled Oats', material_type: 'ingredient' },
    { name: 'Honey', material_type: 'ingredient' },
  ]);
  await signInWithToken(page, request, account);

  await page.goto('/materials');
  await rowOf(page, 'Rolled Oats').getByRole('link', { name: 'Edit Rolled Oats' }).click();

  // Cancel in the dialog changes nothing.
  await page.getByRole('button', { name: 'Archive' }).click();
  const dialog = page.getByRole('dialog', { name: 'Archive material' });
  await expect(dialog).toContainText('Are you sure you want to archive this material?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect((await getMaterial(request, account.token, oats!.id)).is_archived).toBe(false);

  await page.getByRole('button', { name: 'Archive' }).click();
  await dialog.getByRole('button', { name: 'Archive' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Unarchive' })).toBeVisible();
  await expect(page.getByText('Archived', { exact: true })).toBeVisible();
  expect((await getMaterial(request, account.token, oats!.id)).is_archived).toBe(true);

  // Left out of the list, back with Show archived, tinted.
  await page.getByRole('link', { name: 'Back to Materials' }).click();
  await expectOnePage(page, 1);
  await expect(table(page)).not.toContainText('Rolled Oats');
  await setShowArchived(page, true);
  await expect(page).toHaveURL(/archived=1/);
  await expectOnePage(page, 2);
  await expect(rowOf(page, 'Rolled Oats')).toHaveCSS('background-color', ARCHIVED_TINT);
  await expect(rowOf(page, 'Rolled Oats')).toContainText('Archived');
  await expect(rowOf(page, 'Honey')).not.toHaveCSS('background-color', ARCHIVED_TINT);

  // Unarchive, with its own question.
  await rowOf(page, 'Rolled Oats').getByRole('link', { name: 'Edit Rolled Oats' }).click();
  await page.getByRole('button', { name: 'Unarchive' }).click();
  const undo = page.getByRole('dialog', { name: 'Unarchive material' });
  await expect(undo).toContainText('Are you sure you want to unarchive this material?');
  await undo.getByRole('button', { name: 'Unarchive' }).click();
  await expect(page.getByRole('button', { name: 'Archive' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Materials' }).click();
  await expect(page).toHaveURL(/archived=1/);
  await setShowArchived(page, false);
  await expect(rowOf(page, 'Rolled Oats')).toBeVisible();
  await expectOnePage(page, 2);
});
