import { expect, test, type APIRequestContext } from '@playwright/test';
import { freshCompanyUser } from './support/fresh-company.ts';
import { signInWithToken } from './support/session.ts';

/** Inventory, adjustment, lots, lot code edit, conflict and merge in Chromium (spec 001 sections 2, 4, 5). */

const createMaterial = async (request: APIRequestContext, token: string, name: string) => {
  const res = await request.post('/api/materials/new', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name, material_type: 'ingredient', unit_of_measure: 'kg', traceable: true },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number };
};

test('adjust stock, edit a lot code, resolve the conflict by merging', async ({ page, request }) => {
  // A long flow (three adjustments, two edits, a merge): more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const account = await freshCompanyUser(request, 'Inventory flow');
  const material = await createMaterial(request, account.token, 'Rye flour');
  await signInWithToken(page, request, account);

  await page.goto('/inventory');
  await expect(page.getByPlaceholder('Search materials or SKU...')).toBeVisible();
  const row = page.getByRole('row', { name: /Rye flour/ });
  await expect(row).toContainText('0');

  // The form refuses what the server refuses.
  await row.getByRole('link', { name: 'Adjust' }).click();
  await expect(page).toHaveURL(`/inventory/${material.id}/update`);
  await page.getByRole('button', { name: 'Save Adjustment' }).click();
  await expect(page.getByText('Quantity change is required')).toBeVisible();
  await expect(page.getByText('Lot code is required for traceable materials')).toBeVisible();
  await page.getByLabel('Quantity change').fill('0');
  await page.getByRole('button', { name: 'Save Adjustment' }).click();
  await expect(page.getByText('Quantity change cannot be zero')).toBeVisible();

  const adjust = async (quantity: string, code: string) => {
    await page.goto(`/inventory/${material.id}/update`);
    await page.getByLabel('Quantity change').fill(quantity);
    await page.getByLabel('Lot code', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Save Adjustment' }).click();
    await expect(page).toHaveURL(/\/inventory$/);
  };
  await adjust('0.1', 'LOT-A');
  await adjust('0.2', 'LOT-A');
  await adjust('1.5', 'LOT-B');
  await expect(page.getByRole('row', { name: /Rye flour/ })).toContainText('1.80');

  // The lots screen and the ledger.
  await page
    .getByRole('row', { name: /Rye flour/ })
    .getByRole('link', { name: 'Lots' })
    .click();
  const lots = page.getByRole('table', { name: 'Unique lot codes' });
  await expect(lots.getByRole('row', { name: /LOT-A/ })).toContainText('0.30 kg');
  await expect(page.getByRole('table', { name: 'Inventory ledger history' })).toContainText('+1.50');

  // Edit LOT-A to lot-b: a conflict; Merge opens the surviving lot.
  await lots.getByRole('row', { name: /LOT-A/ }).getByRole('link', { name: 'View' }).click();
  await expect(page.getByRole('heading', { name: 'Material Lot - LOT-A' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByLabel('Lot Code').fill('lot-b');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('A lot with code LOT-B already exists.')).toBeVisible();
  await page.getByRole('button', { name: 'Merge' }).click();
  await expect(page.getByRole('heading', { name: 'Material Lot - LOT-B' })).toBeVisible();
  await expect(page.getByText('1.80 kg', { exact: true })).toBeVisible();
  await expect(page.getByText('Showing 1 to 3 of 3 transactions')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Code changes' })).toContainText(
    'Lot LOT-A merged into LOT-B (0.30 moved)',
  );

  // A plain rename.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByLabel('Lot Code').fill('LOT-C');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Material Lot - LOT-C' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Code changes' })).toContainText('Renamed from LOT-B to LOT-C');
  await expect(page.getByText('Former codes (a trace by them finds this lot): LOT-B')).toBeVisible();

  // A usage of a lot never received asks first (issue 21); its note shows in the ledger.
  await page.goto(`/inventory/${material.id}/update`);
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Usage' }).click();
  await page.getByLabel('Quantity change').fill('-0.5');
  await page.getByLabel('Lot code', { exact: true }).fill('LOT-Z');
  await page.getByLabel('Note').fill('Spilt on the line');
  await page.getByRole('button', { name: 'Save Adjustment' }).click();
  const ask = page.getByRole('dialog', { name: 'Lot not in stock' });
  await expect(ask).toContainText('Lot LOT-Z of Rye flour is not in stock: use it anyway?');
  await ask.getByRole('button', { name: 'Use anyway' }).click();
  await expect(page).toHaveURL(/\/inventory$/);
  await page.goto(`/inventory/${material.id}/lots`);
  await expect(
    page.getByRole('table', { name: 'Unique lot codes' }).getByRole('row', { name: /LOT-Z/ }),
  ).toContainText('Unverified origin');
  await expect(page.getByRole('table', { name: 'Inventory ledger history' })).toContainText(
    'Spilt on the line',
  );
});
