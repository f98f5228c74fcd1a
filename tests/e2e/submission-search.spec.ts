import { expect, test } from '@playwright/test';
import { freshCompanyUser } from './support/fresh-company.ts';
import { auth } from './support/materials-page.ts';
import { signInWithToken } from './support/session.ts';

/**
 * Issue 22 item 4: the goods receipt list shows each document's supplier, date, lots and rows,
 * and its search (kept in the address) finds a document by its lot; a reload keeps the search.
 */

test.use({ viewport: { width: 390, height: 844 } });

test('a phone finds a receipt by its lot; the search survives a reload', async ({ page, request }) => {
  test.setTimeout(90_000);
  const account = await freshCompanyUser(request, 'List search');
  const headers = auth(account.token);
  const receipt = async (lots: string[]) => {
    const made = await request.post('/api/goods-receipts/manual-new', { headers });
    expect(made.status()).toBe(201);
    const { id } = (await made.json()) as { id: number };
    for (const lot_code of lots) {
      const row = { supplier_name: 'Valley Mill', lot_code, receipt_date: '2026-03-04', quantity: 1 };
      expect(
        (await request.post(`/api/goods-receipts/${id}/recognised-rows`, { headers, data: row })).status(),
      ).toBe(201);
    }
    return id;
  };
  const wanted = await receipt(['OAT-1', 'OAT-2', 'OAT-3', 'OAT-4', 'OAT-5']);
  const other = await receipt(['RYE-9']);
  await signInWithToken(page, request, account);

  await page.goto('/receive');
  const list = page.getByRole('region', { name: 'Goods Receipt Submissions' });
  await expect(list.getByText(`#${wanted}`)).toBeVisible();
  await expect(list.getByText('OAT-1, OAT-2, OAT-3 +2')).toBeVisible();
  await expect(list.getByText(`#${other}`)).toBeVisible();

  await list.getByRole('searchbox', { name: 'Search Goods Receipt Submissions' }).fill('rye-9');
  await expect(page).toHaveURL(/search=rye-9/);
  await expect(list.getByText(`#${wanted}`)).toBeHidden();
  await expect(list.getByText(`#${other}`)).toBeVisible();

  await page.reload();
  await expect(list.getByRole('searchbox', { name: 'Search Goods Receipt Submissions' })).toHaveValue(
    'rye-9',
  );
  await expect(list.getByText(`#${other}`)).toBeVisible();
  await expect(list.getByText(`#${wanted}`)).toBeHidden();
});
