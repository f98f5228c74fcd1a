import { expect, test } from '@playwright/test';
import { freshCompanyUser } from './support/fresh-company.ts';
import { auth, createMaterials } from './support/materials-page.ts';
import { pageOverflow, waitForScreen } from './support/screen-checks.ts';
import { signInWithToken } from './support/session.ts';

/**
 * A recall drill on a phone (issue 21 item 5): start it from a lot, see the timer run and the
 * mass balance, write a note, close it, see the result in the history, open the report.
 */
test('a recall drill from start to report at 390 px', async ({ page, request }) => {
  test.setTimeout(90_000);
  const account = await freshCompanyUser(request, 'Drills');
  const [material] = await createMaterials(request, account.token, [
    { name: 'Rye flour', material_type: 'ingredient' },
  ]);
  // Stock that only an adjustment brought in: nothing came in, so the balance cannot be accounted.
  const adjusted = await request.post(`/api/inventory/${material?.id}/adjust`, {
    headers: auth(account.token),
    data: { qty_delta: 10, txn_reason: 'adjustment', lot_code: 'RYE-7', note: 'Opening stock' },
  });
  expect(adjusted.status(), await adjusted.text()).toBe(200);

  const expectNoOverflow = async () => {
    const { scrollWidth, clientWidth } = await pageOverflow(page);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  };
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithToken(page, request, account);
  await page.goto('/drills');
  await waitForScreen(page);

  // An empty code is refused on the screen; an unknown one by the API.
  const form = page.getByRole('form', { name: 'Start a drill' });
  await form.getByRole('button', { name: 'Start drill' }).click();
  await expect(form.getByText('Enter the lot code to drill')).toBeVisible();
  await form.getByLabel('Lot code').fill('NO-SUCH-LOT');
  await form.getByRole('button', { name: 'Start drill' }).click();
  await expect(form.getByRole('alert')).toBeVisible();

  await form.getByLabel('Lot code').fill('RYE-7');
  await form.getByRole('button', { name: 'Start drill' }).click();
  await expect(page).toHaveURL(/\/drills\/\d+$/);
  await expect(page.getByRole('heading', { name: /lot RYE-7/ })).toBeVisible();

  // The timer runs from started_at.
  const timer = page.getByTestId('drill-timer');
  await expect(timer).toHaveText(/^0:0\d:\d\d$/);
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first ?? '');
  const balance = page.getByRole('region', { name: 'Mass balance' });
  await expect(balance).toContainText('Adjusted10 kg');
  await expect(balance).toContainText('On hand10 kg');
  await expect(balance.getByText('Outside the 2% tolerance')).toBeVisible();
  await expectNoOverflow();

  await page
    .getByRole('textbox', { name: 'Notes' })
    .fill('Called the mill; all paperwork found in 5 minutes.');
  await page.getByRole('button', { name: 'Save notes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Notes saved' })).toBeVisible();
  await page.getByRole('button', { name: 'Close drill' }).click();
  await expect(page.getByText('Closed: Failed')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Notes' })).toBeDisabled();

  await page.getByRole('link', { name: 'Back to Recall Drills' }).click();
  const history = page.getByRole('list', { name: 'Recall drills' });
  await expect(history.getByText('Failed')).toBeVisible();
  await history.getByRole('link', { name: /RYE-7/ }).click();

  await page.getByRole('link', { name: 'Report' }).click();
  const report = page.getByTestId('drill-report');
  await expect(report.getByText('Result: Failed')).toBeVisible();
  await expect(report.getByText('Called the mill; all paperwork found in 5 minutes.')).toBeVisible();
  await expectNoOverflow();
});
