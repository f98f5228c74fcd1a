import { STANDARD_UNITS, unitMessages, unitsResponse } from '@bp/shared/contracts/units.ts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { freshCompanyUser } from './support/fresh-company.ts';
import { signInWithToken } from './support/session.ts';

/**
 * The custom unit flow of /settings/units (spec 000 sections 2, 5 and 6). Each test runs in a
 * company of its own: the custom units are one list per company, saved whole.
 */

const allUnits = async (request: APIRequestContext, token: string): Promise<string[]> => {
  const response = await request.get('/api/company-settings/units', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return unitsResponse.parse(await response.json()).global_units.all_units;
};

const fillUnit = async (
  page: Page,
  unit: { name?: string; abbr?: string; type?: string; description?: string },
) => {
  if (unit.name !== undefined) await page.getByRole('textbox', { name: 'Name', exact: true }).fill(unit.name);
  if (unit.abbr !== undefined)
    await page.getByRole('textbox', { name: 'Abbreviation', exact: true }).fill(unit.abbr);
  if (unit.type !== undefined) {
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: unit.type, exact: true }).click();
  }
  if (unit.description !== undefined)
    await page.getByRole('textbox', { name: 'Description', exact: true }).fill(unit.description);
};

test('standard units are read-only; a custom unit is added, checked, edited, archived and unarchived', async ({
  page,
  request,
}) => {
  // A long flow through several screens: give it the slow-test budget.
  test.slow();
  const account = await freshCompanyUser(request, 'Units');
  await signInWithToken(page, request, account);
  const stamp = Date.now().toString(36);
  const abbr = `cs${stamp}`;

  // Standard Units: every standard unit, and nothing to press.
  await page.goto('/settings/units');
  await expect(page.getByRole('heading', { name: 'Units of Measurement' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Standard Units' })).toHaveAttribute('aria-selected', 'true');
  const standard = page.getByRole('table', { name: 'Standard units' });
  await expect(standard.getByRole('row')).toHaveCount(STANDARD_UNITS.length + 1);
  for (const unit of STANDARD_UNITS) {
    await expect(standard.getByRole('cell', { name: unit.abbr, exact: true })).toBeVisible();
  }
  await expect(standard.getByRole('button')).toHaveCount(0);
  await expect(standard.getByRole('link')).toHaveCount(0);
  await expect(page.getByText('cannot be modified or archived')).toBeVisible();

  // Custom Units starts empty in a new company.
  await page.getByRole('tab', { name: 'Custom Units' }).click();
  await expect(page).toHaveURL(/\/settings\/units\?tab=custom$/);
  await expect(page.getByText('No custom units yet')).toBeVisible();

  // Add Custom Unit: the required fields, then a standard abbreviation, are refused.
  await page.getByRole('link', { name: 'Add Custom Unit' }).click();
  await expect(page).toHaveURL(/\/settings\/units\/new$/);
  await expect(page.getByRole('heading', { name: 'Add Custom Unit' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(unitMessages.nameRequired)).toBeVisible();
  await expect(page.getByText(unitMessages.abbrRequired)).toBeVisible();
  await expect(page.getByText(unitMessages.typeRequired)).toBeVisible();
  await fillUnit(page, { name: 'Kilos', abbr: 'KG', type: 'Weight' });
  await expect(page.getByText(unitMessages.standardUnit('KG'))).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/settings\/units\/new$/);

  // A good unit is saved and listed.
  await fillUnit(page, { name: `Case ${stamp}`, abbr, type: 'Count', description: '12 jars' });
  await expect(page.getByText(unitMessages.nameRequired)).toBeHidden();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/settings\/units\?tab=custom$/);
  const custom = page.getByRole('table', { name: 'Custom units' });
  const row = custom.getByRole('row').filter({ hasText: abbr });
  await expect(row).toContainText(`Case ${stamp}`);
  await expect(row).toContainText('Count');
  await expect(row).toContainText('12 jars');
  await expect(row).toContainText('Active');
  expect(await allUnits(request, account.token)).toContain(abbr);

  // The same abbreviation again (in another case): the API refuses it and says why.
  await page.goto('/settings/units/new');
  await fillUnit(page, { name: 'Another case', abbr: abbr.toUpperCase(), type: 'Count' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: unitMessages.abbrTaken(abbr.toUpperCase()) }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/units\/new$/);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/settings\/units\?tab=custom$/);
  await expect(custom.getByRole('row')).toHaveCount(2);

  // Edit by abbreviation: the intro names the unit; Update returns to the list.
  await row.getByRole('link', { name: `Edit ${abbr}` }).click();
  await expect(page).toHaveURL(new RegExp(`/settings/units/${abbr}/edit$`));
  await expect(page.getByRole('heading', { name: 'Edit Custom Unit' })).toBeVisible();
  await expect(page.getByText(unitMessages.editIntro(`Case ${stamp}`, abbr))).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Abbreviation', exact: true })).toHaveValue(abbr);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText(unitMessages.nameRequired)).toBeVisible();
  await fillUnit(page, { name: `Case of 24 ${stamp}`, description: '24 jars' });
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(/\/settings\/units\?tab=custom$/);
  await expect(row).toContainText(`Case of 24 ${stamp}`);
  await expect(row).toContainText('24 jars');

  // Cancel and the back arrow both return to the list without saving.
  await page.goto(`/settings/units/${abbr}/edit`);
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('not saved');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/settings\/units\?tab=custom$/);
  await expect(row).toContainText('24 jars');
  await page.goto(`/settings/units/${abbr}/edit`);
  await page.getByRole('link', { name: 'Back to Units' }).click();
  await expect(page).toHaveURL(/\/settings\/units\?tab=custom$/);

  // Archive: tinted as Archived, and no longer offered to materials; Unarchive brings it back.
  await row.getByRole('button', { name: `Archive ${abbr}` }).click();
  await expect(row).toContainText('Archived');
  await expect(row.getByRole('button', { name: `Unarchive ${abbr}` })).toBeVisible();
  expect(await allUnits(request, account.token)).not.toContain(abbr);
  await page.reload();
  await expect(row).toContainText('Archived');
  await row.getByRole('button', { name: `Unarchive ${abbr}` }).click();
  await expect(row).toContainText('Active');
  expect(await allUnits(request, account.token)).toContain(abbr);
});

test('an unknown abbreviation shows not found with a way back', async ({ page, request }) => {
  const account = await freshCompanyUser(request, 'Units missing');
  await signInWithToken(page, request, account);
  await page.goto('/settings/units/no-such-unit/edit');
  await expect(page.getByText(unitMessages.notFound('no-such-unit'))).toBeVisible();
  // A standard unit is not a custom unit: it cannot be edited either.
  await page.goto('/settings/units/kg/edit');
  await expect(page.getByText(unitMessages.notFound('kg'))).toBeVisible();
  await page.getByRole('link', { name: 'Back to Units' }).click();
  await expect(page).toHaveURL(/\/settings\/units(\?tab=custom)?$/);
  await expect(page.getByRole('heading', { name: 'Units of Measurement' })).toBeVisible();
});

test('the unit screens show loading failures in the spec words', async ({ page, request }) => {
  const account = await freshCompanyUser(request, 'Units failing');
  await signInWithToken(page, request, account);
  await page.route('**/api/company-settings/units', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Units are down' }),
    }),
  );
  await page.goto('/settings/units');
  await expect(page.getByText(unitMessages.loadError('Units are down'))).toBeVisible();
  await page.goto('/settings/units/cs/edit');
  await expect(page.getByText(unitMessages.loadOneError('Units are down'))).toBeVisible();
});
