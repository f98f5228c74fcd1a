import { expect, test, type Page } from '@playwright/test';
import { adminUser, demoUser } from './support/accounts.ts';
import { freshCompanyUser } from './support/fresh-company.ts';
import { createMaterials } from './support/materials-page.ts';
import { seriousAxeViolations } from './support/screen-checks.ts';
import { SIDEBAR_KEY, setStoredItem, signInWithToken } from './support/session.ts';

/** Phone-sized lists are cards; the sidebar's long labels wrap, and a short window scrolls it. */

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
