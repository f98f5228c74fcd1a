import { expect, test } from '@playwright/test';
import { freshCompanyUser } from './support/fresh-company.ts';
import { auth } from './support/materials-page.ts';
import { pageOverflow, waitForScreen } from './support/screen-checks.ts';
import { signInWithToken } from './support/session.ts';
import { buildTraceScenario, lotIdOf } from './support/trace-scenario.ts';

/**
 * Expiry in Chromium at 390 px (issue 21 item 3): the expiring list, the shipment's lot picker
 * first-expired-first-out, and an expired lot shipped only with an override reason that the
 * ledger keeps. Bread BR-9 (30 kg left) is past its use-by date; BR-10 (20 kg) is not.
 */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test.use({ viewport: { width: 390, height: 844 } });

test('the expiring list, FEFO suggestions, and an expired lot shipped only with a reason', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await freshCompanyUser(request, 'Expiry flow');
  const headers = auth(account.token);
  const plant = await buildTraceScenario(request, account.token);
  const made = await request.post('/api/production/manual-new', { headers });
  const { id: runId } = (await made.json()) as { id: number };
  const run = await request.post('/api/production/submit', {
    headers,
    data: {
      submission_id: runId,
      production_date: day(-2),
      product_id: plant.bread.id,
      outgoing_lot: 'BR-10',
      quantity_produced: 20,
      quantity_unit: 'kg',
      materials: [{ material_id: plant.flour.id, material_lot: 'LOT-7', unit: 'kg', amt_used: 10 }],
    },
  });
  expect(run.status(), await run.text()).toBe(200);
  const setDate = async (code: string, date: string, kind: string) => {
    const lotId = await lotIdOf(request, account.token, plant.bread.id, code);
    const res = await request.put(`/api/materials/${plant.bread.id}/lots/${lotId}/expiry`, {
      headers,
      data: { date, kind },
    });
    expect(res.status(), await res.text()).toBe(200);
  };
  await setDate('BR-10', day(20), 'best_before');
  await setDate('BR-9', day(-3), 'use_by');
  await signInWithToken(page, request, account);

  // Expired first, then by date, each with what is left.
  await page.goto('/inventory/expiring');
  await expect(page.getByText('expired 3 days ago')).toBeVisible();
  await expect(page.getByText('in 20 days')).toBeVisible();
  const text = await page.locator('main').innerText();
  expect(text.indexOf('BR-9')).toBeLessThan(text.indexOf('BR-10'));
  await waitForScreen(page);
  const { scrollWidth, clientWidth } = await pageOverflow(page);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);

  const { id: shipmentId } = (await (
    await request.post('/api/shipments/manual-new', { headers })
  ).json()) as { id: number };
  await page.goto(`/shipments/manual/${shipmentId}`);
  const customer = page.getByRole('combobox', { name: 'Customer' });
  await customer.click();
  await customer.fill('Harbour');
  await page.getByRole('option', { name: /Harbour Deli/ }).click();
  await page.getByLabel('Shipment Date').fill(day(0));
  const material = page.getByRole('combobox', { name: 'Material, row 1' });
  await material.click();
  await material.fill('Farmhouse');
  await page.getByRole('option', { name: /Farmhouse loaf/ }).click();
  const lotBox = page.getByRole('combobox', { name: 'Lot Code, row 1' });
  await lotBox.click();
  await expect(page.getByText('Suggested first-expired-first-out')).toBeVisible();
  const options = page.getByRole('option');
  await expect(options.first()).toContainText('BR-9');
  await expect(options.first()).toContainText('Expired');
  await expect(options.nth(1)).toContainText('BR-10');
  await options.first().click();
  await page.getByLabel('Quantity, row 1').fill('5');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByText(`Lot BR-9 of Farmhouse loaf is past its use by date (${day(-3)})`, { exact: false }),
  ).toBeVisible();

  await page.getByLabel('Expired lot: ship anyway because, row 1').fill('Customer takes it for animal feed');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Shipment form saved successfully.')).toBeVisible();

  // The ledger entry says why it was shipped.
  const ledger = await request.get(`/api/materials/${plant.bread.id}/ledger`, { headers });
  const entries = ((await ledger.json()) as { items: { txn_type: string; note: string | null }[] }).items;
  expect(entries.find((e) => e.txn_type === 'shipment' && e.note?.includes('override'))?.note).toBe(
    `Shipped past its use by date (${day(-3)}); override: Customer takes it for animal feed`,
  );
});
