import { expect, test, type APIRequestContext } from '@playwright/test';
import { freshCompanyUser } from './support/fresh-company.ts';
import { signInWithToken } from './support/session.ts';

/**
 * An adjustment is applied once however often the browser sends it: a double click and a retry
 * after a lost answer carry the same Idempotency-Key; the next change, even with equal values,
 * carries a new one (docs/inventory.md).
 */

const stockOf = async (request: APIRequestContext, token: string, materialId: number) => {
  const res = await request.get('/api/inventory', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { items: { material_id: number; quantity_on_hand: number }[] };
  return body.items.find((i) => i.material_id === materialId)?.quantity_on_hand;
};

test('a double click and a retry after a lost answer adjust once; the next change is new', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const account = await freshCompanyUser(request, 'Adjust once');
  const created = await request.post('/api/materials/new', {
    headers: { Authorization: `Bearer ${account.token}` },
    data: { name: 'Oat bran', material_type: 'ingredient', unit_of_measure: 'kg', traceable: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const material = (await created.json()) as { id: number };
  await signInWithToken(page, request, account);

  const keys: string[] = [];
  let loseNextAnswer = true;
  await page.route('**/api/inventory/*/adjust', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (loseNextAnswer) {
      // The server applies it; the answer never reaches the page.
      loseNextAnswer = false;
      await route.fetch();
      await route.abort('failed');
      return;
    }
    await route.continue();
  });

  await page.goto(`/inventory/${material.id}/update`);
  await page.getByLabel('Quantity change').fill('2');
  await page.getByLabel('Lot code', { exact: true }).fill('OB-1');
  await page.getByRole('button', { name: 'Save Adjustment' }).dblclick();
  await expect(page.getByText('An error occurred while processing the adjustment')).toBeVisible();
  expect(await stockOf(request, account.token, material.id)).toBe(2);

  // The user tries again: the same change, the same key; the server replays it.
  await page.getByRole('button', { name: 'Save Adjustment' }).click();
  await expect(page).toHaveURL(/\/inventory$/);
  expect(keys.length).toBeGreaterThanOrEqual(2);
  expect(new Set(keys).size).toBe(1);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(await stockOf(request, account.token, material.id)).toBe(2);

  // A second adjustment with the same values is a new change.
  await page.goto(`/inventory/${material.id}/update`);
  await page.getByLabel('Quantity change').fill('2');
  await page.getByLabel('Lot code', { exact: true }).fill('OB-1');
  await page.getByRole('button', { name: 'Save Adjustment' }).click();
  await expect(page).toHaveURL(/\/inventory$/);
  expect(new Set(keys).size).toBe(2);
  expect(await stockOf(request, account.token, material.id)).toBe(4);
});
