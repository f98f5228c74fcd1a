import { materialMessages, type Material } from '@bp/shared/contracts/materials.ts';
import { supplierMessages } from '@bp/shared/contracts/suppliers.ts';
import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { freshCompanyUser } from './support/fresh-company.ts';
import { signInWithToken } from './support/session.ts';

/**
 * Materials list, Add and Edit Material, and the supplier picker's quick-create (spec 000
 * sections 2, 4, 5, 8 and 9). Each test has a company of its own, so totals, empty states
 * and the traceable default are its alone.
 */

const SEARCH = materialMessages.searchPlaceholder;
/** ARCHIVED_ROW_TINT of web/src/features/materials/components/materials-table.tsx. */
const ARCHIVED_TINT = 'rgb(251, 241, 224)';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

interface NewMaterial {
  name: string;
  material_type: Material['material_type'];
  unit_of_measure?: string;
  sku?: string;
  additional_info?: string;
  default_supplier_id?: number;
}

const createMaterials = async (
  request: APIRequestContext,
  token: string,
  materials: NewMaterial[],
): Promise<Material[]> => {
  const created: Material[] = [];
  for (const m of materials) {
    const response = await request.post('/api/materials/new', {
      headers: auth(token),
      data: { unit_of_measure: 'kg', ...m },
    });
    expect(response.status(), await response.text()).toBe(201);
    created.push((await response.json()) as Material);
  }
  return created;
};

const getMaterial = async (request: APIRequestContext, token: string, id: number): Promise<Material> => {
  const response = await request.get(`/api/materials/${id}`, { headers: auth(token) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Material;
};

const table = (page: Page) => page.getByRole('table', { name: 'Materials' });
const rowOf = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: SEARCH });
const nameField = (page: Page) => page.getByRole('textbox', { name: 'Name', exact: true });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });

/** The box follows the address, which changes a moment after the click: check once it has. */
const setShowArchived = async (page: Page, on: boolean) => {
  const box = page.getByRole('checkbox', { name: 'Show archived' });
  await box.click();
  await expect(box).toBeChecked({ checked: on });
};

const chooseUnit = async (page: Page, unit: string) => {
  await page.getByRole('combobox', { name: 'Unit of Measure' }).click();
  await page.getByRole('option', { name: unit, exact: true }).click();
};

/**
 * Types into the search box inside the page, one input event per character with no pause in
 * between (the test runner's own timing cannot stretch the gaps), optionally followed by Enter.
 * Answers the page's clock (performance.now) after the last key.
 */
const typeInPage = (page: Page, text: string, options: { enter?: boolean } = {}): Promise<number> =>
  searchBox(page).evaluate(
    (input, [value, enter]) => {
      const box = input as HTMLInputElement;
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      box.focus();
      for (let i = 1; i <= value.length; i += 1) {
        setValue?.call(box, value.slice(0, i));
        box.dispatchEvent(new Event('input', { bubbles: true }));
      }
      if (enter)
        box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
      return performance.now();
    },
    [text, options.enter ?? false] as const,
  );

/** When (page clock) the page started its first call whose address holds `fragment`. */
const requestStart = (page: Page, fragment: string): Promise<number | undefined> =>
  page.evaluate(
    (part) => performance.getEntriesByType('resource').find((entry) => entry.name.includes(part))?.startTime,
    fragment,
  );

/** The search terms of the list calls the page makes (undefined: no search). */
const recordSearches = (page: Page): (string | null)[] => {
  const searches: (string | null)[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && /^\/api\/materials\/?$/.test(url.pathname))
      searches.push(url.searchParams.get('search'));
  });
  return searches;
};

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

  await expect(page.getByText('Showing 1 to 3 of 3 materials')).toBeVisible();
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

test('search: 300 ms pause, Enter at once, Escape clears, back to page 1', async ({ page, request }) => {
  const account = await freshCompanyUser(request, 'Materials search');
  await createMaterials(request, account.token, [
    ...Array.from({ length: 11 }, (_, i) => ({
      name: `Herb ${String(i + 1).padStart(2, '0')}`,
      material_type: 'ingredient' as const,
    })),
    { name: 'Basil Leaf', material_type: 'ingredient', sku: 'BAS-9' },
    { name: 'Oregano', material_type: 'ingredient' },
  ]);
  await signInWithToken(page, request, account);
  await page.goto('/materials?page=2');
  await expect(page.getByText('Showing 11 to 13 of 13 materials')).toBeVisible();
  const searches = recordSearches(page);

  // Typing sends one search, once typing has paused for 300 ms, and goes back to page 1.
  const typedAt = await typeInPage(page, 'herb 1');
  await expect(page.getByText('Showing 1 to 2 of 2 materials')).toBeVisible();
  expect(searches).toEqual(['herb 1']);
  expect(await requestStart(page, 'search=herb+1')).toBeGreaterThanOrEqual(typedAt + 290);
  await expect(page).toHaveURL(/\/materials\?search=herb\+1$/);
  await expect(table(page)).toContainText('Herb 10');
  await expect(table(page)).toContainText('Herb 11');

  // Enter searches at once, well before the pause is over.
  await searchBox(page).fill('');
  await expect(page.getByText('Showing 1 to 10 of 13 materials')).toBeVisible();
  const enteredAt = await typeInPage(page, 'oreg', { enter: true });
  await expect(page.getByText('Showing 1 to 1 of 1 materials')).toBeVisible();
  expect(await requestStart(page, 'search=oreg')).toBeLessThan(enteredAt + 250);
  await expect(rowOf(page, 'Oregano')).toBeVisible();

  // The SKU matches too.
  await searchBox(page).fill('bas-9');
  await expect(rowOf(page, 'Basil Leaf')).toBeVisible();
  await expect(page.getByText('Showing 1 to 1 of 1 materials')).toBeVisible();

  // Nothing found: the message and its hint.
  await searchBox(page).fill('saffron');
  await expect(page.getByText('No materials found matching "saffron"')).toBeVisible();
  await expect(page.getByText('Try a different search term')).toBeVisible();

  // Escape clears the box and the search.
  await searchBox(page).press('Escape');
  await expect(searchBox(page)).toHaveValue('');
  await expect(page.getByText('Showing 1 to 10 of 13 materials')).toBeVisible();
  await expect(page).toHaveURL(/\/materials$/);

  // The box follows the address: the sidebar's Materials link clears the search, and the same
  // term can then be searched again.
  await searchBox(page).fill('oregano');
  await expect(page).toHaveURL(/search=oregano/);
  await page.getByRole('link', { name: 'Materials', exact: true }).click();
  await expect(page).toHaveURL(/\/materials$/);
  await expect(searchBox(page)).toHaveValue('');
  await expect(page.getByText('Showing 1 to 10 of 13 materials')).toBeVisible();
  await searchBox(page).fill('oregano');
  await expect(page).toHaveURL(/search=oregano/);
  await expect(page.getByText('Showing 1 to 1 of 1 materials')).toBeVisible();
});

test('tabs and paging: 10 per page, Type column on All only, an empty message per tab', async ({
  page,
  request,
}) => {
  const account = await freshCompanyUser(request, 'Materials paging');
  await signInWithToken(page, request, account);

  // A company without materials.
  await page.goto('/materials');
  await expect(page.getByText('No unarchived materials found')).toBeVisible();
  await expect(page.getByText('Add a material to get started')).toBeVisible();
  await setShowArchived(page, true);
  await expect(page.getByText('No archived materials found')).toBeVisible();
  await expect(page.getByText('Uncheck "Show archived" or add new materials.')).toBeVisible();
  await setShowArchived(page, false);

  await createMaterials(request, account.token, [
    ...Array.from({ length: 12 }, (_, i) => ({
      name: `Ingredient ${String(i + 1).padStart(2, '0')}`,
      material_type: 'ingredient' as const,
    })),
    { name: 'Carton', material_type: 'packaging', unit_of_measure: 'unit' },
  ]);
  await page.reload();

  await expect(page.getByText('Showing 1 to 10 of 13 materials')).toBeVisible();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await expect(table(page).getByRole('row')).toHaveCount(11);
  await expect(table(page).getByRole('columnheader')).toHaveText([
    'Name',
    'Type',
    'SKU',
    'UoM',
    'Additional Info',
    'Actions',
  ]);
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByText('Showing 11 to 13 of 13 materials')).toBeVisible();
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  // Names in order: the last page holds Ingredient 10 to 12 (Carton sorts first).
  await expect(rowOf(page, 'Ingredient 12')).toBeVisible();

  // A tab goes back to page 1, filters by type, and leaves out the Type column.
  await page.getByRole('tab', { name: 'Packaging' }).click();
  await expect(page).toHaveURL(/\/materials\?type=packaging$/);
  await expect(page.getByText('Showing 1 to 1 of 1 materials')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await expect(page.getByText(/^Page \d+ of/)).toHaveCount(0);
  await expect(table(page).getByRole('columnheader')).toHaveText([
    'Name',
    'SKU',
    'UoM',
    'Additional Info',
    'Actions',
  ]);
  await expect(rowOf(page, 'Carton')).toBeVisible();

  await page.getByRole('tab', { name: 'Ingredients' }).click();
  await expect(page.getByText('Showing 1 to 10 of 12 materials')).toBeVisible();
  await expect(table(page)).not.toContainText('Carton');

  await page.getByRole('tab', { name: 'Finished Goods' }).click();
  await expect(page.getByText('No unarchived finished goods found')).toBeVisible();
  await searchBox(page).fill('bread');
  await expect(page.getByText('No finished goods found matching "bread"')).toBeVisible();

  // Reload keeps the tab and the search.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Finished Goods' })).toHaveAttribute('aria-selected', 'true');
  await expect(searchBox(page)).toHaveValue('bread');
});

test('archive with confirmation, Show archived tints the row, unarchive', async ({ page, request }) => {
  const account = await freshCompanyUser(request, 'Materials archive');
  const [oats] = await createMaterials(request, account.token, [
    { name: 'Rolled Oats', material_type: 'ingredient' },
    { name: 'Honey', material_type: 'ingredient' },
  ]);
  await signInWithToken(page, request, account);

  await page.goto('/materials');
  await rowOf(page, 'Rolled Oats').getByRole('link', { name: 'Edit Rolled Oats' }).click();

  // Cancel in the dialog changes nothing.
  await page.getByRole('button', { name: 'Archive' }).click();
  const dialog = page.getByRole('dialog', { name: 'Archive material' });
  await expect(dialog).toContainText('Are you sure you want to archive this material?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect((await getMaterial(request, account.token, oats!.id)).is_archived).toBe(false);

  await page.getByRole('button', { name: 'Archive' }).click();
  await dialog.getByRole('button', { name: 'Archive' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Unarchive' })).toBeVisible();
  await expect(page.getByText('Archived', { exact: true })).toBeVisible();
  expect((await getMaterial(request, account.token, oats!.id)).is_archived).toBe(true);

  // Left out of the list, back with Show archived, tinted.
  await page.getByRole('link', { name: 'Back to Materials' }).click();
  await expect(page.getByText('Showing 1 to 1 of 1 materials')).toBeVisible();
  await expect(table(page)).not.toContainText('Rolled Oats');
  await setShowArchived(page, true);
  await expect(page).toHaveURL(/archived=1/);
  await expect(page.getByText('Showing 1 to 2 of 2 materials')).toBeVisible();
  await expect(rowOf(page, 'Rolled Oats')).toHaveCSS('background-color', ARCHIVED_TINT);
  await expect(rowOf(page, 'Rolled Oats')).toContainText('Archived');
  await expect(rowOf(page, 'Honey')).not.toHaveCSS('background-color', ARCHIVED_TINT);

  // Unarchive, with its own question.
  await rowOf(page, 'Rolled Oats').getByRole('link', { name: 'Edit Rolled Oats' }).click();
  await page.getByRole('button', { name: 'Unarchive' }).click();
  const undo = page.getByRole('dialog', { name: 'Unarchive material' });
  await expect(undo).toContainText('Are you sure you want to unarchive this material?');
  await undo.getByRole('button', { name: 'Unarchive' }).click();
  await expect(page.getByRole('button', { name: 'Archive' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Materials' }).click();
  await expect(page).toHaveURL(/archived=1/);
  await setShowArchived(page, false);
  await expect(rowOf(page, 'Rolled Oats')).toBeVisible();
  await expect(page.getByText('Showing 1 to 2 of 2 materials')).toBeVisible();
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
