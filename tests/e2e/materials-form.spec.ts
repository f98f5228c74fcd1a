import { materialMessages, type Material } from '@bp/shared/contracts/materials.ts';
import { supplierMessages } from '@bp/shared/contracts/suppliers.ts';
import { expect, test } from '@playwright/test';
import { freshCompanyUser } from './support/fresh-company.ts';
import {
  expectOnePage,
  auth,
  createMaterials,
  getMaterial,
  rowOf,
  nameField,
  saveButton,
  chooseUnit,
} from './support/materials-page.ts';
import { signInWithToken } from './support/session.ts';

/** Add and Edit Material, validation, failures, and the supplier picker's quick-create (spec 000 sections 2, 5, 8). */

test('adds a material of each type, with the traceable default of the company', async ({ page, request }) => {
  const account = await freshCompanyUser(request, 'Materials add');
  await signInWithToken(page, request, account);
  const stamp = Date.now();

  // Traceable Item starts from the company setting (true unless saved otherwise).
  await page.goto('/materials');
  await page.getByRole('link', { name: 'Add Material' }).click();
  await expect(page).toHaveURL(/\/materials\/new$/);
  await expect(page.getByRole('heading', { name: 'Add Material' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Ingredient' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Traceable Item' })).toBeChecked();
  await expect(saveButton(page)).toBeDisabled();

  await nameField(page).fill(`Rye Flour ${stamp}`);
  await page.getByRole('textbox', { name: 'SKU' }).fill('  RF-01 ');
  await chooseUnit(page, 'kg');
  await page.getByRole('textbox', { name: 'Additional Information' }).fill('Stone ground');
  await expect(page.getByRole('combobox', { name: 'Default Supplier' })).toHaveValue('None');

  // While the call is out the button reads Saving... and is disabled.
  await page.route('**/api/materials/new', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/materials/new') && r.request().method() === 'POST',
  );
  await saveButton(page).click();
  await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  const ingredient = (await (await created).json()) as Material;
  await page.unroute('**/api/materials/new');
  await expect(page).toHaveURL(/\/materials$/);
  expect(ingredient).toMatchObject({
    name: `Rye Flour ${stamp}`,
    material_type: 'ingredient',
    sku: 'RF-01',
    unit_of_measure: 'kg',
    additional_info: 'Stone ground',
    traceable: true,
    default_supplier_id: null,
  });
  await expect(rowOf(page, `Rye Flour ${stamp}`)).toContainText('Ingredient');
  await expect(rowOf(page, `Rye Flour ${stamp}`)).toContainText('RF-01');

  // With the company default off, a new material starts untraceable; the user may still tick it.
  const settings = await request.put('/api/company-settings/', {
    headers: auth(account.token),
    data: { traceable_materials_default: false },
  });
  expect(settings.status(), await settings.text()).toBe(200);
  await page.getByRole('link', { name: 'Add Material' }).click();
  await page.getByRole('radio', { name: 'Packaging' }).check();
  await expect(page.getByRole('checkbox', { name: 'Traceable Item' })).not.toBeChecked();
  await nameField(page).fill(`Glass Jar ${stamp}`);
  await chooseUnit(page, 'unit');
  await saveButton(page).click();
  await expect(page).toHaveURL(/\/materials$/);

  await page.getByRole('link', { name: 'Add Material' }).click();
  await page.getByRole('radio', { name: 'Finished Good' }).check();
  // A finished good has no default supplier.
  await expect(page.getByRole('combobox', { name: 'Default Supplier' })).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Traceable Item' }).check();
  await nameField(page).fill(`Rye Bread ${stamp}`);
  await chooseUnit(page, 'unit');
  await saveButton(page).click();
  await expect(page).toHaveURL(/\/materials$/);

  await expectOnePage(page, 3);
  const jar = rowOf(page, `Glass Jar ${stamp}`);
  await expect(jar).toContainText('Packaging');
  // No SKU: a dash; no additional information: N/A.
  await expect(jar.getByRole('cell').nth(2)).toHaveText('-');
  await expect(jar.getByRole('cell').nth(4)).toHaveText('N/A');
  await expect(rowOf(page, `Rye Bread ${stamp}`)).toContainText('Finished Goods');

  const list = await request.get('/api/materials/', { headers: auth(account.token) });
  const byName = new Map(((await list.json()) as { items: Material[] }).items.map((m) => [m.name, m]));
  expect(byName.get(`Glass Jar ${stamp}`)).toMatchObject({
    material_type: 'packaging',
    traceable: false,
    sku: null,
    additional_info: null,
  });
  expect(byName.get(`Rye Bread ${stamp}`)).toMatchObject({
    material_type: 'finished_goods',
    traceable: true,
    default_supplier_id: null,
  });
});

test('validation messages, cleared as the fields are fixed; a taken name is refused', async ({
  page,
  request,
}) => {
  const account = await freshCompanyUser(request, 'Materials validation');
  await createMaterials(request, account.token, [{ name: 'Sea Salt', material_type: 'ingredient' }]);
  await signInWithToken(page, request, account);

  await page.goto('/materials/new');
  await nameField(page).click();
  await page.getByRole('textbox', { name: 'SKU' }).click();
  await expect(page.getByText(materialMessages.nameRequired)).toBeVisible();
  await page.getByRole('textbox', { name: 'SKU' }).fill('   ');
  await page.getByRole('combobox', { name: 'Unit of Measure' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByText(materialMessages.skuBlank)).toBeVisible();
  await expect(page.getByText(materialMessages.unitRequired)).toBeVisible();
  await expect(saveButton(page)).toBeDisabled();

  await nameField(page).fill('Sea Salt');
  await expect(page.getByText(materialMessages.nameRequired)).toBeHidden();
  await page.getByRole('textbox', { name: 'SKU' }).fill('');
  await expect(page.getByText(materialMessages.skuBlank)).toBeHidden();
  await chooseUnit(page, 'lb');
  await expect(page.getByText(materialMessages.unitRequired)).toBeHidden();
  await expect(saveButton(page)).toBeEnabled();

  // The server's reason shows in the red banner, and the form stays.
  await nameField(page).fill('  sea salt ');
  await saveButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: materialMessages.nameTaken })).toBeVisible();
  await expect(page).toHaveURL(/\/materials\/new$/);

  // Cancel returns to the list.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/materials$/);
});

test('edits a material: type in the heading and fixed, fields saved, back to the list as it was', async ({
  page,
  request,
}) => {
  const account = await freshCompanyUser(request, 'Materials edit');
  const [flour] = await createMaterials(request, account.token, [
    { name: 'Spelt Flour', material_type: 'ingredient', sku: 'SP-1', additional_info: 'Organic' },
    { name: 'Spelt Loaf', material_type: 'finished_goods', unit_of_measure: 'unit' },
  ]);
  await signInWithToken(page, request, account);

  await page.goto('/materials?type=ingredient');
  await rowOf(page, 'Spelt Flour').getByRole('link', { name: 'Edit Spelt Flour' }).click();
  await expect(page).toHaveURL(new RegExp(`/materials/edit/${flour!.id}$`));
  await expect(page.getByRole('heading', { name: 'Edit Ingredient' })).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(nameField(page)).toHaveValue('Spelt Flour');
  await expect(page.getByRole('textbox', { name: 'SKU' })).toHaveValue('SP-1');
  await expect(page.getByRole('combobox', { name: 'Unit of Measure' })).toHaveText('kg');
  await expect(page.getByRole('textbox', { name: 'Additional Information' })).toHaveValue('Organic');

  await nameField(page).fill('Spelt Flour Type 630');
  await page.getByRole('textbox', { name: 'SKU' }).fill('');
  await page.getByRole('textbox', { name: 'Additional Information' }).fill('');
  await chooseUnit(page, 'lb');
  await page.getByRole('checkbox', { name: 'Traceable Item' }).uncheck();
  await saveButton(page).click();

  // Save returns to the list on the tab it was opened from.
  await expect(page).toHaveURL(/\/materials\?type=ingredient$/);
  await expect(page.getByRole('tab', { name: 'Ingredients' })).toHaveAttribute('aria-selected', 'true');
  await expect(rowOf(page, 'Spelt Flour Type 630')).toContainText('lb');
  expect(await getMaterial(request, account.token, flour!.id)).toMatchObject({
    name: 'Spelt Flour Type 630',
    sku: null,
    additional_info: null,
    unit_of_measure: 'lb',
    traceable: false,
    material_type: 'ingredient',
  });

  // The finished good's heading says so, and it has no Default Supplier.
  await page.getByRole('tab', { name: 'Finished Goods' }).click();
  await rowOf(page, 'Spelt Loaf').getByRole('link', { name: 'Edit Spelt Loaf' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Finished Good' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Default Supplier' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to Materials' }).click();
  await expect(page).toHaveURL(/\/materials\?type=finished_goods$/);
});

test('quick-creates a supplier from the Default Supplier picker', async ({ page, request }) => {
  const account = await freshCompanyUser(request, 'Materials supplier');
  const existing = await request.post('/api/suppliers/', {
    headers: auth(account.token),
    data: { name: 'Mill Brothers' },
  });
  expect(existing.status(), await existing.text()).toBe(201);
  await signInWithToken(page, request, account);

  await page.goto('/materials/new');
  await nameField(page).fill('Buckwheat');
  await chooseUnit(page, 'kg');

  // The picker lists the company's suppliers after 'None', and offers '+ New supplier'.
  const picker = page.getByRole('combobox', { name: 'Default Supplier' });
  await picker.click();
  await expect(page.getByRole('option', { name: 'None' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Mill Brothers' })).toBeVisible();
  await picker.fill('northern');
  await expect(page.getByRole('option', { name: 'No suppliers found matching "northern"' })).toBeVisible();
  await page.getByRole('option', { name: '+ New supplier' }).click();

  // The popover starts from what was typed; its name is required.
  const popover = page.getByRole('form', { name: 'New supplier' });
  const supplierName = popover.getByRole('textbox', { name: 'Supplier Name' });
  await expect(supplierName).toHaveValue('northern');
  await supplierName.fill('');
  await supplierName.blur();
  await expect(popover.getByText(supplierMessages.nameRequired)).toBeVisible();
  await expect(popover.getByRole('button', { name: 'Save' })).toBeDisabled();

  // A taken name: the server's reason, the popover stays open.
  await supplierName.fill('mill brothers');
  await popover.getByRole('button', { name: 'Save' }).click();
  await expect(popover.getByRole('alert')).toHaveText(supplierMessages.nameTaken);

  await supplierName.fill('Northern Grain Co');
  await popover.getByRole('button', { name: 'Save' }).click();
  await expect(popover).toBeHidden();
  await expect(picker).toHaveValue('Northern Grain Co');
  // The material form itself was not submitted by the popover's Save.
  await expect(page).toHaveURL(/\/materials\/new$/);

  const created = page.waitForResponse((r) => r.url().endsWith('/api/materials/new'));
  await saveButton(page).click();
  const material = (await (await created).json()) as Material;
  await expect(page).toHaveURL(/\/materials$/);
  expect(material).toMatchObject({ name: 'Buckwheat', default_supplier_name: 'Northern Grain Co' });

  // The supplier exists, and the edit form shows it; 'None' clears it.
  const suppliers = await request.get('/api/suppliers/', {
    headers: auth(account.token),
    params: { search: 'Northern' },
  });
  expect(((await suppliers.json()) as { items: { name: string }[] }).items.map((s) => s.name)).toEqual([
    'Northern Grain Co',
  ]);
  await page.goto(`/materials/edit/${material.id}`);
  await expect(picker).toHaveValue('Northern Grain Co');
  await picker.click();
  await page.getByRole('option', { name: 'None' }).click();
  await saveButton(page).click();
  await expect(page).toHaveURL(/\/materials$/);
  expect(await getMaterial(request, account.token, material.id)).toMatchObject({
    default_supplier_id: null,
    default_supplier_name: null,
  });
});

test('failures: list, load, update and archive errors in the spec words', async ({ page, request }) => {
  const account = await freshCompanyUser(request, 'Materials failures');
  const [wax] = await createMaterials(request, account.token, [
    { name: 'Beeswax', material_type: 'packaging' },
  ]);
  await signInWithToken(page, request, account);

  await page.route(/\/api\/materials\/?\?/, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Table is resting' }),
    }),
  );
  await page.goto('/materials');
  await expect(page.getByText('Error loading materials: Table is resting').first()).toBeVisible();
  await page.unroute(/\/api\/materials\/?\?/);

  // A material that does not exist: the API's message in the red banner.
  await page.goto('/materials/edit/999999');
  await expect(page.getByRole('alert').filter({ hasText: materialMessages.notFound })).toBeVisible();

  // Without a message from the server, the screen's own words.
  await page.goto(`/materials/edit/${wax!.id}`);
  await expect(nameField(page)).toHaveValue('Beeswax');
  await page.route(`**/api/materials/${wax!.id}`, (route) =>
    route.request().method() === 'PUT' ? route.fulfill({ status: 502, body: '' }) : route.continue(),
  );
  await nameField(page).fill('Beeswax Pellets');
  await saveButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: materialMessages.updateFailed })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/materials/edit/${wax!.id}$`));

  await page.route(`**/api/materials/${wax!.id}/archive`, (route) =>
    route.fulfill({ status: 503, body: '' }),
  );
  await page.getByRole('button', { name: 'Archive' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByRole('alert').filter({ hasText: materialMessages.archiveFailed })).toBeVisible();
  expect((await getMaterial(request, account.token, wax!.id)).is_archived).toBe(false);
});
