import { customerMessages } from '@bp/shared/contracts/customers.ts';
import { settingsMessages } from '@bp/shared/contracts/settings.ts';
import { supplierMessages } from '@bp/shared/contracts/suppliers.ts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { freshCompanyUser } from './support/fresh-company.ts';
import { signInWithToken } from './support/session.ts';

/**
 * Suppliers, customers and general settings (spec 000 sections 2, 5, 8 and 9). Each test has a
 * company of its own, so list totals and the company setting are its alone.
 */

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

const createMany = async (
  request: APIRequestContext,
  token: string,
  path: string,
  names: string[],
): Promise<number[]> => {
  const ids: number[] = [];
  for (const name of names) {
    const response = await request.post(path, { headers: auth(token), data: { name } });
    expect(response.status(), await response.text()).toBe(201);
    ids.push(((await response.json()) as { id: number }).id);
  }
  return ids;
};

const search = (page: Page, placeholder: string) => page.getByRole('searchbox', { name: placeholder });

test.describe('suppliers', () => {
  test('add with validation, then edit, duplicate names, paging and search', async ({ page, request }) => {
    // A long flow through several screens: give it the slow-test budget.
    test.slow();
    const account = await freshCompanyUser(request, 'Suppliers');
    await signInWithToken(page, request, account);

    await page.goto('/settings/suppliers');
    await expect(page.getByRole('heading', { name: 'Supplier Settings' })).toBeVisible();
    await expect(page.getByText('No suppliers yet')).toBeVisible();

    // The form's rules, with the spec's messages; nothing is saved while any fails.
    await page.getByRole('link', { name: 'Add Supplier' }).click();
    await expect(page).toHaveURL(/\/settings\/suppliers\/new$/);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(supplierMessages.nameRequired)).toBeVisible();
    await page.getByLabel('Supplier Name').fill('Acme Flour Mill');
    await expect(page.getByText(supplierMessages.nameRequired)).toBeHidden();
    await page.getByLabel('Phone Number').fill('12-34');
    await page.getByLabel('Fax Number').fill('fax me');
    await page.getByLabel('Email Address for POs').fill('orders-at-acme');
    await page.getByLabel('Zipcode').fill('1234');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(supplierMessages.phoneInvalid)).toBeVisible();
    await expect(page.getByText(supplierMessages.faxInvalid)).toBeVisible();
    await expect(page.getByText(supplierMessages.emailInvalid)).toBeVisible();
    await expect(page.getByText(supplierMessages.zipcodeInvalid)).toBeVisible();
    await expect(page).toHaveURL(/\/settings\/suppliers\/new$/);

    await page.getByLabel('Phone Number').fill('+1 555-123-4567');
    await page.getByLabel('Fax Number').fill('555 123 4568');
    await page.getByLabel('Email Address for POs').fill('orders@acme.test');
    await page.getByLabel('Zipcode').fill('12345-6789');
    await page.getByLabel('Contact Name').fill('Maria Lopez');
    await page.getByLabel('City').fill('Springfield');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/settings\/suppliers$/);
    const table = page.getByRole('table', { name: 'Suppliers' });
    const acme = table.getByRole('row').filter({ hasText: 'Acme Flour Mill' });
    await expect(acme).toContainText('Maria Lopez');
    await expect(acme).toContainText('+1 555-123-4567');
    await expect(page.getByText('Showing 1 to 1 of 1 suppliers')).toBeVisible();

    // Edit: the form opens filled in; emptying a field clears it.
    await acme.getByRole('link', { name: 'Edit Acme Flour Mill' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Supplier' })).toBeVisible();
    await expect(page.getByLabel('Zipcode')).toHaveValue('12345-6789');
    await page.getByLabel('Contact Name').fill('Sam Baker');
    await page.getByLabel('City').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/settings\/suppliers$/);
    await expect(acme).toContainText('Sam Baker');
    await expect(acme).not.toContainText('Springfield');

    // A name already used is refused with the API's reason.
    await page.goto('/settings/suppliers/new');
    await page.getByLabel('Supplier Name').fill('  acme flour mill ');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: supplierMessages.nameTaken })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();

    // Paging: 10 per page.
    await createMany(
      request,
      account.token,
      '/api/suppliers/',
      Array.from({ length: 11 }, (_, i) => `Bulk Supplier ${String(i + 1).padStart(2, '0')}`),
    );
    await page.goto('/settings/suppliers');
    await expect(page.getByText('Showing 1 to 10 of 12 suppliers')).toBeVisible();
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(11);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByText('Showing 11 to 12 of 12 suppliers')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

    // Search: back to page 1, matches by name; Escape clears.
    await search(page, 'Search suppliers by name...').fill('bulk supplier 1');
    await expect(page).not.toHaveURL(/page=2/);
    await expect(page.getByText('Showing 1 to 2 of 2 suppliers')).toBeVisible();
    await expect(table).toContainText('Bulk Supplier 10');
    await expect(page.getByText('Page 1 of')).toHaveCount(0);
    await search(page, 'Search suppliers by name...').fill('no such supplier');
    await expect(page.getByText('No suppliers found matching "no such supplier"')).toBeVisible();
    await search(page, 'Search suppliers by name...').press('Escape');
    await expect(page.getByText('Showing 1 to 10 of 12 suppliers')).toBeVisible();
    await expect(page).not.toHaveURL(/search=/);
  });

  test('delete asks first, and shows the reason when a material still uses the supplier', async ({
    page,
    request,
  }) => {
    // A long flow through several screens: give it the slow-test budget.
    test.slow();
    const account = await freshCompanyUser(request, 'Supplier delete');
    const [usedId, freeId] = await createMany(request, account.token, '/api/suppliers/', [
      'Used Supplier',
      'Free Supplier',
    ]);
    const material = await request.post('/api/materials/new', {
      headers: auth(account.token),
      data: {
        name: 'Rye flour',
        material_type: 'ingredient',
        unit_of_measure: 'kg',
        default_supplier_id: usedId,
      },
    });
    expect(material.status(), await material.text()).toBe(201);
    await signInWithToken(page, request, account);

    await page.goto(`/settings/suppliers/edit/${usedId}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete supplier?' });
    await expect(dialog).toContainText('Are you sure you want to delete "Used Supplier"?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(supplierMessages.inUse(1));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(new RegExp(`/settings/suppliers/edit/${usedId}$`));

    await page.goto(`/settings/suppliers/edit/${freeId}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/settings\/suppliers$/);
    await expect(page.getByText('Showing 1 to 1 of 1 suppliers')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Suppliers' })).not.toContainText('Free Supplier');

    // An address for a supplier that is gone says so.
    await page.goto(`/settings/suppliers/edit/${freeId}`);
    await expect(page.getByText(supplierMessages.loadFailed)).toBeVisible();
  });

  test('search waits 300 ms, Enter searches at once', async ({ page, request }) => {
    const account = await freshCompanyUser(request, 'Supplier search');
    await createMany(request, account.token, '/api/suppliers/', ['Alpha Oats', 'Beta Barley']);
    await signInWithToken(page, request, account);
    await page.clock.install();
    await page.goto('/settings/suppliers');
    await expect(page.getByText('Showing 1 to 2 of 2 suppliers')).toBeVisible();
    const box = search(page, 'Search suppliers by name...');

    await page.clock.pauseAt(Date.now() + 60_000);
    await box.pressSequentially('alpha');
    await page.clock.runFor(250);
    await expect(page).not.toHaveURL(/search=/);
    await page.clock.runFor(60);
    await expect(page).toHaveURL(/search=alpha/);
    await page.clock.resume();
    await expect(page.getByText('Showing 1 to 1 of 1 suppliers')).toBeVisible();

    await page.clock.pauseAt(Date.now() + 120_000);
    await box.fill('beta');
    await box.press('Enter');
    await expect(page).toHaveURL(/search=beta/);
    await page.clock.resume();
    await expect(page.getByRole('table', { name: 'Suppliers' })).toContainText('Beta Barley');
  });
});

test.describe('customers', () => {
  test('add with countries, trimmed payloads, edit, paging and search', async ({ page, request }) => {
    // A long flow through several screens: give it the slow-test budget.
    test.slow();
    const account = await freshCompanyUser(request, 'Customers');
    await signInWithToken(page, request, account);

    await page.goto('/customers');
    await expect(page.getByRole('heading', { name: 'Customers' })).toBeVisible();
    await page.getByRole('link', { name: 'Add Customer' }).click();
    await expect(page.getByRole('heading', { name: 'Add Customer' })).toBeVisible();
    const country = page.getByRole('combobox', { name: 'Country' });
    await expect(country).toHaveText('United States');

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(customerMessages.nameRequired)).toBeVisible();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('  Corner Deli  ');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('deli-at-example');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(customerMessages.emailInvalid)).toBeVisible();
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(' orders@deli.test ');
    await page.getByLabel('Contact Name').fill('   ');
    await page.getByLabel('City').fill('Toronto');
    await country.click();
    await expect(page.getByRole('option')).toHaveText([
      'United States',
      'Canada',
      'Mexico',
      'United Kingdom',
      'Australia',
      'Other',
    ]);
    await page.getByRole('option', { name: 'Canada' }).click();

    // Trimmed, and the empty values are left out of the payload.
    const [created] = await Promise.all([
      page.waitForRequest(
        (r) => r.method() === 'POST' && /\/api\/customers\/?$/.test(new URL(r.url()).pathname),
      ),
      page.getByRole('button', { name: 'Save' }).click(),
    ]);
    expect(created.postDataJSON()).toEqual({
      name: 'Corner Deli',
      email: 'orders@deli.test',
      city: 'Toronto',
      country: 'CA',
    });
    await expect(page).toHaveURL(/\/customers$/);
    const table = page.getByRole('table', { name: 'Customers' });
    const deli = table.getByRole('row').filter({ hasText: 'Corner Deli' });
    await expect(deli).toContainText('Canada');
    await expect(deli).toContainText('orders@deli.test');

    // Edit: filled in; an emptied field is left out of the PUT and so cleared.
    await deli.getByRole('link', { name: 'Edit Corner Deli' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Customer' })).toBeVisible();
    await expect(page.getByLabel('City')).toHaveValue('Toronto');
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveText('Canada');
    await page.getByLabel('City').fill('');
    await page.getByLabel('State/Province').fill('ON');
    const [updated] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/api/customers/')),
      page.getByRole('button', { name: 'Save' }).click(),
    ]);
    expect(updated.postDataJSON()).toEqual({
      name: 'Corner Deli',
      email: 'orders@deli.test',
      state_province: 'ON',
      country: 'CA',
    });
    await expect(page).toHaveURL(/\/customers$/);
    await expect(deli).not.toContainText('Toronto');

    // 20 per page.
    await createMany(
      request,
      account.token,
      '/api/customers/',
      Array.from({ length: 21 }, (_, i) => `Bulk Customer ${String(i + 1).padStart(2, '0')}`),
    );
    await page.reload();
    await expect(page.getByText('Showing 1 to 20 of 22 customers')).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(21);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Showing 21 to 22 of 22 customers')).toBeVisible();
    await expect(page.getByText('Page 2 of 2')).toBeVisible();

    // Search goes back to page 1; Escape clears it.
    const box = search(page, 'Search customers by name...');
    await box.fill('deli');
    await expect(page.getByText('Showing 1 to 1 of 1 customers')).toBeVisible();
    await expect(page).not.toHaveURL(/page=/);
    await box.press('Escape');
    await expect(page.getByText('Showing 1 to 20 of 22 customers')).toBeVisible();
  });

  test('loading failures use the spec words', async ({ page, request }) => {
    const account = await freshCompanyUser(request, 'Customers failing');
    await signInWithToken(page, request, account);
    await page.route(
      (url) => url.pathname.replace(/\/$/, '') === '/api/customers',
      (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Database unavailable' }),
        }),
    );
    await page.goto('/customers');
    await expect(page.getByText(customerMessages.loadError('Database unavailable'))).toBeVisible();
    await page.goto('/customers/edit/999999');
    await expect(page.getByText(customerMessages.loadFailed)).toBeVisible();
  });
});

test.describe('general settings', () => {
  test('the traceable default toggles, saves, and the message goes after 3 seconds', async ({
    page,
    request,
  }) => {
    const account = await freshCompanyUser(request, 'Settings');
    await signInWithToken(page, request, account);

    await page.clock.install();
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'General Settings' })).toBeVisible();
    const toggle = page.getByRole('switch', { name: 'New materials are traceable by default' });
    await expect(toggle).toBeChecked();

    await toggle.click();
    // Page time stands still from here, so the 3 seconds are counted exactly however slow the run.
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    const saved = page.getByText(settingsMessages.saved);
    await expect(saved).toBeVisible();
    await page.clock.runFor(2_900);
    await expect(saved).toBeVisible();
    await page.clock.runFor(200);
    await expect(saved).toBeHidden();
    await page.clock.resume();

    // Saved for the company: a reload, and /settings/general, show it off.
    await page.goto('/settings/general');
    await expect(
      page.getByRole('switch', { name: 'New materials are traceable by default' }),
    ).not.toBeChecked();
    const answer = await request.get('/api/company-settings/', { headers: auth(account.token) });
    expect(
      ((await answer.json()) as { traceable_materials_default: boolean }).traceable_materials_default,
    ).toBe(false);
  });

  test('load and save failures', async ({ page, request }) => {
    const account = await freshCompanyUser(request, 'Settings failing');
    await signInWithToken(page, request, account);
    const settingsUrl = (url: URL) => url.pathname.replace(/\/$/, '') === '/api/company-settings';
    await page.route(settingsUrl, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'Could not save now' }),
          })
        : route.continue(),
    );
    await page.goto('/settings/general');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Could not save now' })).toBeVisible();
    await expect(page.getByText(settingsMessages.saved)).toBeHidden();

    await page.unroute(settingsUrl);
    await page.route(settingsUrl, (route) => route.fulfill({ status: 500, body: 'oops' }));
    await page.reload();
    await expect(page.getByText(settingsMessages.loadError)).toBeVisible();
  });
});
