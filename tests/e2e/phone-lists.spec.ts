import { expect, test, type Page } from '@playwright/test';
import { adminUser, demoUser } from './support/accounts.ts';
import { freshCompanyUser } from './support/fresh-company.ts';
import { createMaterials } from './support/materials-page.ts';
import { cutTexts, seriousAxeViolations, smallTapTargets } from './support/screen-checks.ts';
import { SIDEBAR_KEY, setStoredItem, signInWithToken } from './support/session.ts';

/**
 * Phone-sized lists are cards; the app bar keeps its title whole; the sidebar's long labels
 * wrap, and a short window scrolls it.
 */

/** A 1 x 1 PNG: a photo of the paperwork, as far as the upload screen can tell. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const sidebar = (page: Page) => page.getByTestId('sidebar');

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the materials list is one card per row, with what matters and no table', async ({
    page,
    request,
  }) => {
    const account = await freshCompanyUser(request, 'Phone list');
    await createMaterials(request, account.token, [
      { name: 'Stone-ground wholemeal flour', material_type: 'ingredient', sku: 'FLR-1' },
    ]);
    await signInWithToken(page, request, account);
    await page.goto('/materials');

    const cards = page.getByRole('list', { name: 'Materials' });
    const card = cards.getByRole('listitem').filter({ hasText: 'Stone-ground wholemeal flour' });
    await expect(card).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(card).toContainText('TypeIngredient');
    await expect(card).toContainText('SKUFLR-1');
    await expect(card).toContainText('UoMkg');
    // The edit control is on screen, not off to the right.
    const edit = card.getByRole('link', { name: 'Edit Stone-ground wholemeal flour' });
    const box = await edit.boundingBox();
    expect(box && box.x + box.width <= 390).toBe(true);
    await edit.click();
    await expect(page).toHaveURL(/\/materials\/edit\/\d+$/);
  });

  test('offline with work kept, the app bar still shows the whole title beside its status', async ({
    page,
    context,
    request,
  }) => {
    const account = await freshCompanyUser(request, 'Phone bar');
    await signInWithToken(page, request, account);
    await page.goto('/receive/upload');
    await expect(page.getByRole('heading', { name: 'Upload Goods Receipt' })).toBeVisible();
    await context.setOffline(true);
    try {
      // A photo taken with no network waits in the outbox: "Offline" and the count join the bar.
      await page
        .getByTestId('document-file-input')
        .setInputFiles({ name: 'dock.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
      const count = page.getByTestId('outbox-count');
      await expect(count).toHaveText('1 unsent');
      await expect(page.getByText('Offline', { exact: true })).toBeInViewport({ ratio: 1 });
      await expect(count).toBeInViewport({ ratio: 1 });
      // Was "BatchP…", and the count wrapped onto two lines of a 30 px button.
      expect(await cutTexts(page)).toEqual([]);
      expect(await smallTapTargets(page)).toEqual([]);
      // One toast says why nothing could be sent, not "Failed to fetch".
      await expect(page.getByText('Failed to fetch')).toHaveCount(0);
    } finally {
      await context.setOffline(false);
    }
  });

  test("the drawer passes axe and shows an administrator's way into the admin area", async ({
    page,
    request,
  }) => {
    await signInWithToken(page, request, adminUser);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const adminArea = sidebar(page).getByRole('link', { name: 'Admin area' });
    await expect(adminArea).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await adminArea.click();
    await expect(page).toHaveURL(/\/admin\/companies$/);
  });
});

test.describe('in a short window', () => {
  test.use({ viewport: { width: 1280, height: 650 } });

  test('the nav scrolls to its last item; long labels wrap; collapsed, they are tooltips', async ({
    page,
    request,
  }) => {
    await signInWithToken(page, request, demoUser);
    await page.goto('/');
    const units = sidebar(page).getByRole('link', { name: 'Units of Measurement' });
    // Not cut: the whole label is laid out.
    const cut = await units.evaluate((link) => {
      const text = link.querySelector('.MuiListItemText-primary');
      return text ? text.scrollWidth > text.clientWidth : true;
    });
    expect(cut).toBe(false);

    const customers = sidebar(page).getByRole('link', { name: 'Customers' });
    await customers.scrollIntoViewIfNeeded();
    await expect(customers).toBeInViewport();
    await customers.click();
    await expect(page).toHaveURL(/\/customers$/);
    await expect(sidebar(page).getByRole('button', { name: 'Sign Out' })).toBeInViewport();

    await setStoredItem(page, SIDEBAR_KEY, 'true');
    await page.reload();
    await sidebar(page).getByRole('link', { name: 'Units of Measurement' }).hover();
    await expect(page.getByRole('tooltip', { name: 'Units of Measurement' })).toBeVisible();
  });
});
