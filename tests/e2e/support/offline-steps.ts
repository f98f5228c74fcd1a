import type { Page } from '@playwright/test';

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
