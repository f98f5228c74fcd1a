import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { auth } from './support/materials-page.ts';
import { freshCompanyUser } from './support/fresh-company.ts';
import { pageOverflow, seriousAxeViolations, waitForScreen } from './support/screen-checks.ts';
import { signInWithToken } from './support/session.ts';
import { buildTraceScenario } from './support/trace-scenario.ts';

/**
 * A recall drill in Chromium at 390 px (issue 21 item 5): start it from the bread lot BR-9
 * (80 made, 50 shipped to Harbour Deli, 30 left), watch the clock, see the mass balance and the
 * customer to call, note what was done, close it, and find it passed in the history; then drill
 * the bread's product group at random and download the drill's PDF.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('start a drill from a lot, note it, close it, see it passed in the history', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await freshCompanyUser(request, 'Drill flow');
  const { bread } = await buildTraceScenario(request, account.token);
  const grouped = await request.put(`/api/materials/${bread.id}`, {
    headers: auth(account.token),
    data: {
      name: bread.name,
      material_type: 'finished_goods',
      unit_of_measure: bread.unit_of_measure,
      product_group: 'Breads',
    },
  });
  expect(grouped.status(), await grouped.text()).toBe(200);
  await signInWithToken(page, request, account);

  await page.goto('/drills');
  await expect(page.getByText('No drill yet: start one from a lot above.')).toBeVisible();
  const coverage = page.getByRole('region', { name: 'Groups not drilled in the last 12 months' });
  await expect(coverage).toContainText('Breads: never drilled');
  await page.getByLabel('Lot code to drill').fill('br-9');
  await page.getByRole('button', { name: 'Start drill' }).click();

  await expect(page.getByRole('heading', { name: 'Recall drill - Farmhouse loaf lot BR-9' })).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Time taken' })).toContainText('of 4 h 00 min target');
  await expect(page.getByText('Running.')).toBeVisible();
  const balance = page.getByRole('region', { name: 'Mass balance' });
  await expect(balance).toContainText('Accounted for');
  await expect(balance).toContainText('100%');
  await expect(page.locator('main')).toContainText('Harbour Deli');
  await waitForScreen(page);
  const { scrollWidth, clientWidth } = await pageOverflow(page);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByLabel('Notes', { exact: true }).fill('Called Carl at Harbour Deli; 50 kg located.');
  await page.getByRole('button', { name: 'Save notes' }).click();
  await expect(page.getByText('Notes saved')).toBeVisible();
  await page.getByLabel('Gaps found').fill('None');
  await page.getByRole('button', { name: 'Close drill' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Passed: within the target time' })).toBeVisible();
  await expect(page.getByText('Called Carl at Harbour Deli; 50 kg located.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close drill' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Print report' })).toBeVisible();

  // A wrong code says so and starts nothing.
  await page.getByRole('link', { name: 'Back to drills' }).click();
  await page.getByLabel('Lot code to drill').fill('NOPE-1');
  await page.getByRole('button', { name: 'Start drill' }).click();
  await expect(page.getByRole('alert')).toContainText('NOPE-1');

  const history = page.getByRole('list', { name: 'Recall drill history' });
  await expect(history).toContainText('Farmhouse loaf lot BR-9');
  await expect(history).toContainText('Passed');
  await expect(history).toContainText('100%');

  await expect(coverage).toContainText('Every product group was drilled in the last 12 months.');

  // At random from a product group, then the report as a PDF (fetched with the session's token).
  await page.getByLabel('At random from a product group').check();
  await page.getByRole('combobox', { name: 'Product group' }).click();
  await page.getByRole('option', { name: 'Breads' }).click();
  const drillsScreen = await pageOverflow(page);
  expect(drillsScreen.scrollWidth).toBeLessThanOrEqual(drillsScreen.clientWidth);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Start drill' }).click();
  await expect(page.getByRole('heading', { name: 'Recall drill - Farmhouse loaf lot BR-9' })).toBeVisible();
  await expect(page.getByText('Picked at random from Breads')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^recall-drill-\d+\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
