import { expect, test, type APIRequestContext } from '@playwright/test';
import { freshCompanyUser } from './support/fresh-company.ts';
import { auth } from './support/materials-page.ts';
import { signInWithToken } from './support/session.ts';

/**
 * Issue 21 item 4 at 390 px: a supplier lot that arrived before is said under the receipt row and
 * fills its lot code; another code of ours is asked about (the 409), and kept as a new lot.
 */
const call = async (request: APIRequestContext, token: string, path: string, data: object, status = 201) => {
  const res = await request.post(path, { headers: auth(token), data });
  expect(res.status(), await res.text()).toBe(status);
  return (await res.json()) as { id: number };
};

test('a repeat of a supplier lot joins its lot, or is kept as a new lot on purpose (390 px)', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const account = await freshCompanyUser(request, 'Supplier lot repeat');
  const token = account.token;
  const mill = await call(request, token, '/api/suppliers/', { name: 'Valley Mill' });
  const flour = await call(request, token, '/api/materials/new', {
    name: 'Rye flour',
    material_type: 'ingredient',
    unit_of_measure: 'kg',
    traceable: true,
  });
  const first = await call(request, token, '/api/goods-receipts/manual-new', {});
  const row = { supplier_id: mill.id, material_id: flour.id, quantity: 10, unit: 'kg' };
  await call(
    request,
    token,
    '/api/goods-receipts/submit',
    {
      submission_id: first.id,
      receipt_date: '2026-03-01',
      rows: [{ ...row, lot_code: 'FL-1', supplier_lot_code: 'MILL-7' }],
    },
    200,
  );
  await signInWithToken(page, request, account);

  await page.goto('/receive');
  await page.getByRole('button', { name: 'Manual Entry' }).click();
  await expect(page.getByRole('heading', { name: 'Manual Goods Receipt Entry' })).toBeVisible();
  await page.getByLabel('Receipt Date').fill('2026-03-08');
  for (const [picker, typed, option] of [
    ['Supplier, row 1', 'Valley', 'Valley Mill'],
    ['Material, row 1', 'Rye', 'Rye flour'],
  ] as const) {
    const box = page.getByRole('combobox', { name: picker });
    await box.click();
    await box.fill(typed);
    await page.getByRole('option', { name: new RegExp(option) }).click();
  }
  await page.getByLabel('Quantity, row 1').fill('5');
  await page.getByLabel('Supplier Lot Code, row 1').fill('mill-7');
  const note = page.getByRole('group', { name: 'Row 1' }).getByRole('status');
  await expect(note).toHaveText(
    'Their lot mill-7 arrived before as our lot FL-1 on 2026-03-01: this row adds to it',
  );
  const lotCode = page.getByLabel('Lot Code, row 1', { exact: true });
  await expect(lotCode).toHaveValue('FL-1');
  await expect(page.getByRole('button', { name: 'Keep as a new lot' })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);

  // Another code of ours: the submit asks; Cancel changes nothing, Keep as a new lot posts it.
  await lotCode.fill('FL-2');
  await expect(note).toContainText('this row names another lot, FL-2');
  await page.getByRole('button', { name: 'Submit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Supplier lot received before' });
  await expect(dialog).toContainText(
    'Their lot mill-7 from Valley Mill arrived before as our lot FL-1 on 2026-03-01. Keep FL-2 as a new lot?',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Submit' }).click();
  await dialog.getByRole('button', { name: 'Keep as a new lot' }).click();
  await expect(page.getByText('Goods receipt saved successfully.')).toBeVisible();

  // The verification screen: a stored row of the same supplier lot, no code of ours, is filled.
  const stored = await call(request, token, '/api/goods-receipts/manual-new', {});
  await call(request, token, `/api/goods-receipts/${stored.id}/recognised-rows`, {
    ...row,
    quantity: 3,
    receipt_date: '2026-03-09',
    supplier_lot_code: 'MILL-7',
  });
  await page.goto(`/receive/transcribed/${stored.id}`);
  const card = page.getByRole('list', { name: 'Goods receipt rows' }).getByRole('listitem').first();
  await expect(card.getByRole('status')).toHaveText(
    'Their lot MILL-7 arrived before as our lot FL-1 on 2026-03-01: this row adds to it',
  );
  await expect(card.getByLabel('Lot Code', { exact: true })).toHaveValue('FL-1');

  const lots = await request.get(`/api/materials/${flour.id}/lots`, { headers: auth(token) });
  const items = ((await lots.json()) as { items: { lot_code: string; quantity: number }[] }).items;
  expect(items.map((l) => [l.lot_code, l.quantity]).sort()).toEqual([
    ['FL-1', 10],
    ['FL-2', 5],
  ]);
});
