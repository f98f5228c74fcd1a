import { SUPPLIER_CSV_COLUMNS, supplierList, supplierMessages } from '@bp/shared/contracts/suppliers.ts';
import { customerList, customerMessages } from '@bp/shared/contracts/customers.ts';
import { expect, test, type APIRequestContext, type Download, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { freshCompanyUser } from './support/fresh-company.ts';
import { signInWithToken } from './support/session.ts';

/** CSV import and export on the suppliers and customers lists (issue 4). */

const csvFile = (name: string, lines: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(`${lines.join('\r\n')}\r\n`),
});

const total = async (request: APIRequestContext, token: string, path: string): Promise<number> => {
  const response = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { total: number }).total;
};

const downloaded = async (download: Download): Promise<string> => readFile(await download.path(), 'utf8');

const openImport = async (page: Page, entity: string) => {
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: `Import ${entity} from CSV` });
  await expect(dialog).toBeVisible();
  return dialog;
};

test('a suppliers file with one bad row lists it and imports nothing; the fixed file imports', async ({
  page,
  request,
}) => {
  // A long flow through several screens: give it the slow-test budget.
  test.slow();
  const account = await freshCompanyUser(request, 'CSV suppliers');
  await signInWithToken(page, request, account);
  await page.goto('/settings/suppliers');
  await expect(page.getByText('No suppliers yet')).toBeVisible();

  const dialog = await openImport(page, 'suppliers');
  const [template] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download template' }).click(),
  ]);
  expect(template.suggestedFilename()).toBe('suppliers-template.csv');
  expect((await downloaded(template)).trim()).toBe(SUPPLIER_CSV_COLUMNS.join(','));

  await dialog
    .getByLabel('CSV file')
    .setInputFiles(
      csvFile('suppliers.csv', [
        'name,phone_number,zipcode',
        'Mill One,555-1234,12345',
        'Mill Two,12,1234',
        'Mill Three,,',
      ]),
    );
  const badRows = dialog.getByRole('table', { name: 'Rows with problems' });
  await expect(badRows.getByRole('row')).toHaveCount(2);
  const bad = badRows.getByRole('row').nth(1);
  await expect(bad.getByRole('cell').first()).toHaveText('3');
  await expect(bad).toContainText('Mill Two');
  await expect(bad).toContainText(supplierMessages.phoneInvalid);
  await expect(bad).toContainText(supplierMessages.zipcodeInvalid);
  await expect(dialog).toContainText('Nothing will be imported until every row is valid.');
  await expect(dialog.getByText('1 invalid')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(await total(request, account.token, '/api/suppliers/')).toBe(0);

  // The fixed file: all rows valid, imported together, and the list shows them.
  const again = await openImport(page, 'suppliers');
  await again
    .getByLabel('CSV file')
    .setInputFiles(
      csvFile('suppliers.csv', [
        'name,phone_number,zipcode',
        'Mill One,555-1234,12345',
        'Mill Two,555-9876,12345-6789',
        'Mill Three,,',
      ]),
    );
  await expect(again).toContainText('All 3 rows are valid');
  await again.getByRole('button', { name: 'Import 3 suppliers' }).click();
  await expect(again.getByTestId('csv-import-result')).toHaveText('Imported 3 suppliers.');
  await again.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('Showing 1 to 3 of 3 suppliers')).toBeVisible();
  const list = supplierList.parse(
    await (
      await request.get('/api/suppliers/', { headers: { Authorization: `Bearer ${account.token}` } })
    ).json(),
  );
  expect(list.items.map((s) => s.name)).toEqual(['Mill One', 'Mill Three', 'Mill Two']);

  // The same names again are refused row by row, with the API's reason.
  const third = await openImport(page, 'suppliers');
  await third.getByLabel('CSV file').setInputFiles(csvFile('again.csv', ['name', 'Mill One']));
  await expect(third.getByRole('table', { name: 'Rows with problems' })).toContainText(
    supplierMessages.nameTaken,
  );
  await expect(third.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();

  // A file that is not a suppliers file at all says why.
  await third.getByLabel('CSV file').setInputFiles(csvFile('wrong.csv', ['name,colour', 'Mill Four,red']));
  await expect(third.getByTestId('csv-file-error')).toContainText('Unknown column "colour"');
});

test('customers import, and both lists export what they show', async ({ page, request }) => {
  // A long flow through several screens: give it the slow-test budget.
  test.slow();
  const account = await freshCompanyUser(request, 'CSV customers');
  await signInWithToken(page, request, account);
  await page.goto('/customers');

  const dialog = await openImport(page, 'customers');
  await dialog
    .getByLabel('CSV file')
    .setInputFiles(
      csvFile('customers.csv', [
        'Name,Email,Country',
        'Corner Deli,orders@deli.test,CA',
        'Bad Mail,nope,US',
        'Far Away,,ZZ',
      ]),
    );
  const badRows = dialog.getByRole('table', { name: 'Rows with problems' });
  await expect(badRows.getByRole('row')).toHaveCount(3);
  await expect(badRows.getByRole('row').nth(1)).toContainText(customerMessages.emailInvalid);
  await expect(badRows.getByRole('row').nth(2)).toContainText(customerMessages.countryInvalid);
  await expect(dialog).toContainText('2 of 3 rows have problems');
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();

  await dialog
    .getByLabel('CSV file')
    .setInputFiles(
      csvFile('customers.csv', [
        'Name,Email,Country',
        'Corner Deli,orders@deli.test,CA',
        'Good Mail,hi@good.test,US',
      ]),
    );
  await dialog.getByRole('button', { name: 'Import 2 customers' }).click();
  await expect(dialog.getByTestId('csv-import-result')).toHaveText('Imported 2 customers.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(
    page.getByRole('table', { name: 'Customers' }).getByRole('row').filter({ hasText: 'Corner Deli' }),
  ).toContainText('Canada');
  expect(
    customerList.parse(
      await (
        await request.get('/api/customers/', { headers: { Authorization: `Bearer ${account.token}` } })
      ).json(),
    ).total,
  ).toBe(2);

  // Export: the list as CSV, with the search applied.
  const [all] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(all.suggestedFilename()).toMatch(/\.csv$/);
  const text = await downloaded(all);
  expect(text.split(/\r?\n/)[0]).toContain('name');
  expect(text).toContain('Corner Deli');
  expect(text).toContain('Good Mail');

  await page.getByRole('searchbox', { name: 'Search customers by name...' }).fill('corner');
  await expect(page.getByText('Showing 1 to 1 of 1 customers')).toBeVisible();
  const [filtered] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const filteredText = await downloaded(filtered);
  expect(filteredText).toContain('Corner Deli');
  expect(filteredText).not.toContain('Good Mail');

  // Suppliers export too.
  await request.post('/api/suppliers/', {
    headers: { Authorization: `Bearer ${account.token}` },
    data: { name: 'Exported Mill' },
  });
  await page.goto('/settings/suppliers');
  const [suppliers] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(suppliers.suggestedFilename()).toMatch(/\.csv$/);
  expect(await downloaded(suppliers)).toContain('Exported Mill');
});
