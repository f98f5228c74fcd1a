import { expect, test } from '@playwright/test';
import { freshCompanyUser } from './support/fresh-company.ts';
import { pageOverflow, seriousAxeViolations, waitForScreen } from './support/screen-checks.ts';
import { signInWithToken } from './support/session.ts';
import { buildTraceScenario } from './support/trace-scenario.ts';

/**
 * A recall drill in Chromium at 390 px (issue 21 item 5): start it from the bread lot BR-9
 * (80 made, 50 shipped to Harbour Deli, 30 left), watch the clock, see the mass balance and the
 * customer to call, note what was done, close it, and find it passed in the history.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('start a drill from a lot, note it, close it, see it passed in the history', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await freshCompanyUser(request, 'Drill flow');
  await buildTraceScenario(request, account.token);
  await signInWithToken(page, request, account);

  await page.goto('/drills');
  await expect(page.getByText('No drill yet: start one from a lot above.')).toBeVisible();
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
});
