import { expect, type Page } from '@playwright/test';

/** Chooses a record in a picker: types, then clicks the option (online, or from the kept copy). */
export const pick = async (page: Page, label: string, typed: string, option: string) => {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: new RegExp(option) }).click();
};

/** The app's own navigation (no page load: without a network only the loaded app runs). */
export const navigate = (page: Page, path: string) =>
  page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);

/**
 * One visit while online, as a floor worker's phone makes before the Wi-Fi drops: the manual
 * form's and the upload screen's code loads, and the pickers' master data is kept.
 */
export const visitWhileOnline = async (page: Page) => {
  const kept = page.waitForResponse(
    (r) => r.url().includes('/api/materials?') && r.url().includes('page_size=500'),
  );
  await page.goto('/receive/manual/offline');
  await expect(page.getByRole('heading', { name: 'Manual Goods Receipt Entry' })).toBeVisible();
  await kept;
  await page.goto('/receive/upload');
  await expect(page.getByRole('heading', { name: 'Upload Goods Receipt' })).toBeVisible();
};
