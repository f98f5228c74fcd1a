import { goodsReceiptSpec } from '@bp/shared/contracts/submissions/kinds.ts';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { freshCompanyUser } from './support/fresh-company.ts';
import { auth } from './support/materials-page.ts';
import { signInWithToken } from './support/session.ts';

/**
 * Spec 001 section 4: a manual entry is kept on the server as it is typed (each field on blur
 * or Enter), so a reload shows it, and changing the manual receipt date updates every row.
 */

const storedRows = async (request: APIRequestContext, token: string, id: string) => {
  const res = await request.get(`${goodsReceiptSpec.basePath}/${id}/recognised-rows`, {
    headers: auth(token),
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as Record<string, unknown>[];
};

test('a manual goods receipt survives a reload; its date goes into every row', async ({ page, request }) => {
  test.setTimeout(90_000);
  const account = await freshCompanyUser(request, 'Manual autosave');
  const token = account.token;
  const supplier = await request.post('/api/suppliers/', {
    headers: auth(token),
    data: { name: 'Hill Farm' },
  });
  expect(supplier.status()).toBe(201);
  await signInWithToken(page, request, account);

  await page.goto('/receive');
  await page.getByRole('button', { name: 'Manual Entry' }).click();
  await expect(page).toHaveURL(/\/receive\/manual\/\d+$/);
  const id = page.url().split('/').pop() ?? '';
  // The first row is created on the server at once.
  await expect.poll(async () => (await storedRows(request, token, id)).length).toBe(1);

  await page.getByLabel('Receipt Date').fill('2026-04-01');
  await page.getByLabel('Receipt Date').press('Enter');
  const supplierBox = page.getByRole('combobox', { name: 'Supplier, row 1' });
  await supplierBox.click();
  await supplierBox.fill('Hill');
  await page.getByRole('option', { name: /Hill Farm/ }).click();
  await page.getByLabel('Lot Code, row 1', { exact: true }).fill('OAT-7');
  await page.getByLabel('Quantity, row 1').fill('12.5');
  await page.getByLabel('Quantity, row 1').press('Enter');
  await page.getByLabel('PO Number, row 1').fill('PO-99');
  await page.getByLabel('PO Number, row 1').blur();

  // A second row, then removed again: the server follows.
  await page.getByRole('button', { name: '+ Add Row' }).click();
  await expect.poll(async () => (await storedRows(request, token, id)).length).toBe(2);
  await expect(page.getByRole('button', { name: 'Remove row 2' })).toBeEnabled();
  await page.getByRole('button', { name: 'Remove row 2' }).click();
  await expect.poll(async () => (await storedRows(request, token, id)).length).toBe(1);

  await expect
    .poll(async () => (await storedRows(request, token, id))[0])
    .toMatchObject({ lot_code: 'OAT-7', po_number: 'PO-99', receipt_date: '2026-04-01' });

  await page.reload();
  await expect(page.getByLabel('Receipt Date')).toHaveValue('2026-04-01');
  await expect(page.getByRole('combobox', { name: 'Supplier, row 1' })).toHaveValue('Hill Farm');
  await expect(page.getByLabel('Lot Code, row 1', { exact: true })).toHaveValue('OAT-7');
  await expect(page.getByLabel('Quantity, row 1')).toHaveValue('12.5');
  await expect(page.getByLabel('PO Number, row 1')).toHaveValue('PO-99');
  await expect(page.getByRole('group', { name: /Row/ })).toHaveCount(1);

  // Changing the manual receipt date updates every row on the server (spec 001 section 4).
  await page.getByLabel('Receipt Date').fill('2026-04-05');
  await page.getByLabel('Receipt Date').blur();
  await expect.poll(async () => (await storedRows(request, token, id))[0]?.receipt_date).toBe('2026-04-05');
});
