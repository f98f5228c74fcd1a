import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Chooses a record in a picker: types, then clicks the option (online, or from the kept copy). */
export const pick = async (page: Page, label: string, typed: string, option: string) => {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: new RegExp(option) }).click();
};

/**
 * A one-row goods receipt typed into the manual form, from Valley Mill (the offline specs'
 * supplier): the date, the material (typed, chosen), the quantity and, when given, the lot code.
 */
export const typeReceipt = async (
  page: Page,
  row: { date: string; material: [typed: string, option: string]; quantity: string; lot?: string },
) => {
  await page.getByLabel('Receipt Date').fill(row.date);
  await pick(page, 'Supplier, row 1', 'Valley', 'Valley Mill');
  await pick(page, 'Material, row 1', ...row.material);
  await page.getByLabel('Quantity, row 1').fill(row.quantity);
  if (row.lot !== undefined) await page.getByLabel('Lot Code, row 1', { exact: true }).fill(row.lot);
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

/** A 1x1 PNG: enough to be an upload (its reading fails, which these specs are not about). */
export const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A record made through the API as the signed-in user (201 expected), with its id. */
export const post = async (request: APIRequestContext, token: string, path: string, data: unknown) => {
  const res = await request.post(path, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number };
};
