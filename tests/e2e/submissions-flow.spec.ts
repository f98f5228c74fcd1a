import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { freshCompanyUser } from './support/fresh-company.ts';
import { auth } from './support/materials-page.ts';
import { signInWithToken } from './support/session.ts';

/**
 * Spec 001 sections 2-5 end to end in Chromium: a goods receipt entered by hand, a finished good
 * produced from it, the finished good shipped; the inventory, lot and ledger screens after each.
 */

const post = async (request: APIRequestContext, token: string, path: string, data: object) => {
  const res = await request.post(path, { headers: auth(token), data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number };
};

/** Chooses a record in a picker: types, then clicks the option. */
const pick = async (page: Page, picker: string, typed: string, option: string) => {
  const box = page.getByRole('combobox', { name: picker });
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: new RegExp(option) }).click();
};

/** The inventory list's on-hand figure of a material. */
const expectOnHand = async (page: Page, material: string, quantity: string) => {
  await page.goto('/inventory');
  await expect(page.getByRole('row', { name: new RegExp(material) })).toContainText(quantity);
};

const startManual = async (page: Page, base: string, title: string) => {
  await page.goto(base);
  await page.getByRole('button', { name: 'Manual Entry' }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/manual/\\d+$`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
};

test('receive by hand, produce, ship: stock, lots and ledger after each step', async ({ page, request }) => {
  test.setTimeout(150_000);
  const account = await freshCompanyUser(request, 'Submissions flow');
  const token = account.token;
  await post(request, token, '/api/suppliers/', { name: 'Valley Mill' });
  await post(request, token, '/api/customers/', { name: 'Corner Shop' });
  const flour = await post(request, token, '/api/materials/new', {
    name: 'Rye flour',
    material_type: 'ingredient',
    unit_of_measure: 'kg',
    traceable: true,
  });
  const bread = await post(request, token, '/api/materials/new', {
    name: 'Rye bread',
    material_type: 'finished_goods',
    unit_of_measure: 'kg',
    traceable: true,
  });
  await signInWithToken(page, request, account);

  // 1. Goods receipt: empty list, the spec's messages, then a submit.
  await page.goto('/receive');
  await expect(page.getByText('No goods receipt submissions found')).toBeVisible();
  await startManual(page, '/receive', 'Manual Goods Receipt Entry');
  await expect(page.getByRole('button', { name: 'Remove row 1' })).toBeDisabled();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Receipt date is required')).toBeVisible();
  await expect(page.getByText('Supplier is required')).toBeVisible();
  await expect(page.getByText('Material is required')).toBeVisible();
  // A new row starts at quantity 0 (spec 001 section 4).
  await expect(page.getByText('Must be greater than 0 to verify')).toBeVisible();
  await page.getByLabel('Receipt Date').fill('2026-03-01');
  await pick(page, 'Supplier, row 1', 'Valley', 'Valley Mill');
  await pick(page, 'Material, row 1', 'Rye', 'Rye flour');
  await expect(page.getByLabel('Unit, row 1')).toHaveValue('kg');
  await page.getByLabel('Quantity, row 1').fill('');
  await expect(page.getByText('Quantity is required')).toBeVisible();
  await page.getByLabel('Quantity, row 1').fill('0');
  await expect(page.getByText('Must be greater than 0 to verify')).toBeVisible();
  await page.getByLabel('Quantity, row 1').fill('10');
  await expect(page.getByText('Required for traceable materials')).toBeVisible();
  await page.getByLabel('Lot Code, row 1', { exact: true }).fill('RYE-1');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Goods receipt saved successfully.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Goods Receipt Details' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Goods Receipt' }).click();
  const receipts = page.getByRole('table', { name: 'Goods Receipt Submissions' });
  await expect(receipts.getByRole('row').nth(1)).toContainText('Manual Entry');
  await expect(receipts.getByRole('row').nth(1)).toContainText('✓ Verified');
  await page.getByRole('tab', { name: 'Needs Review' }).click();
  await expect(page.getByText('No goods receipt submissions found')).toBeVisible();

  // A second entry, archived after the confirmation: hidden until Show archived.
  await startManual(page, '/receive', 'Manual Goods Receipt Entry');
  await page.getByRole('button', { name: 'Archive' }).click();
  await expect(
    page.getByText('Are you sure you want to archive this goods receipt submission?'),
  ).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Archive' }).click();
  await expect(page).toHaveURL(/\/receive$/);
  await expect(receipts.getByRole('row')).toHaveCount(2);
  await page.getByLabel('Show archived').check();
  await expect(receipts.getByRole('row')).toHaveCount(3);
  await expect(receipts.getByRole('row').nth(1)).toContainText('Archived');

  await expectOnHand(page, 'Rye flour', '10');
  await page.goto(`/inventory/${flour.id}/lots`);
  const ryeLot = page.getByRole('table', { name: 'Unique lot codes' }).getByRole('row', { name: /RYE-1/ });
  await expect(ryeLot).toContainText('Goods receipt');
  // Its date is the receipt's (1 March), not when it was typed (issue 21).
  await expect(ryeLot).toContainText(
    new Date('2026-03-01T00:00:00Z').toLocaleDateString('en-US', { timeZone: 'UTC' }),
  );
  const flourLedger = page.getByRole('table', { name: 'Inventory ledger history' });
  await expect(flourLedger).toContainText('+10');

  // 2. Production: the picker offers no finished goods as inputs.
  await startManual(page, '/production', 'Manual Production Entry');
  await page.getByLabel('Production Date').fill('2026-03-02');
  await pick(page, 'Product', 'Rye bread', 'Rye bread');
  await expect(page.getByLabel('Unit', { exact: true })).toHaveValue('kg');
  await page.getByLabel('Outgoing Lot').fill('BREAD-1');
  await page.getByLabel('Quantity Produced').fill('4');
  const input = page.getByRole('combobox', { name: 'Material, row 1' });
  await input.click();
  await input.fill('Rye');
  await expect(page.getByRole('option', { name: /Rye flour/ })).toBeVisible();
  await expect(page.getByRole('option', { name: /Rye bread/ })).toHaveCount(0);
  await page.getByRole('option', { name: /Rye flour/ }).click();
  await page.getByLabel('Amount Used, row 1').fill('3');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Lot code is required for traceable materials')).toBeVisible();
  await page.getByLabel('Lot Code, row 1', { exact: true }).fill('RYE-1');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Production saved successfully.')).toBeVisible();

  await expectOnHand(page, 'Rye flour', '7');
  await expectOnHand(page, 'Rye bread', '4');
  await page.goto(`/inventory/${flour.id}/lots`);
  await expect(page.getByRole('table', { name: 'Inventory ledger history' })).toContainText('-3');
  await page.goto(`/inventory/${bread.id}/lots`);
  const breadLot = page
    .getByRole('table', { name: 'Unique lot codes' })
    .getByRole('row', { name: /BREAD-1/ });
  await expect(breadLot).toContainText('Production output');
  await breadLot.getByRole('link', { name: 'View' }).click();
  await expect(page.getByRole('heading', { name: 'Material Lot - BREAD-1' })).toBeVisible();

  // 3. Shipment: finished goods only.
  await startManual(page, '/shipments', 'Manual Shipment Entry');
  await pick(page, 'Customer', 'Corner', 'Corner Shop');
  await page.getByLabel('Shipment Date').fill('2026-03-03');
  const shipped = page.getByRole('combobox', { name: 'Material, row 1' });
  await shipped.click();
  await shipped.fill('Rye');
  await expect(page.getByRole('option', { name: /Rye bread/ })).toBeVisible();
  await expect(page.getByRole('option', { name: /Rye flour/ })).toHaveCount(0);
  await page.getByRole('option', { name: /Rye bread/ }).click();
  await page.getByLabel('Lot Code, row 1', { exact: true }).fill('BREAD-1');
  await page.getByLabel('Quantity, row 1').fill('1.5');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Shipment form saved successfully.')).toBeVisible();

  await expectOnHand(page, 'Rye bread', '2.5');
  await page.goto(`/inventory/${bread.id}/lots`);
  const breadLedger = page.getByRole('table', { name: 'Inventory ledger history' });
  await expect(breadLedger).toContainText('-1.5');
  await expect(breadLedger).toContainText('Shipment');
  await page.goto('/shipments');
  await expect(
    page.getByRole('table', { name: 'Shipment Submissions' }).getByRole('row').nth(1),
  ).toContainText('Verified');
});
