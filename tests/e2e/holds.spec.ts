import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { freshCompanyUser } from './support/fresh-company.ts';
import { auth } from './support/materials-page.ts';
import {
  pageOverflow,
  seriousAxeViolations,
  sidewaysScrollers,
  waitForScreen,
} from './support/screen-checks.ts';
import { signInWithToken } from './support/session.ts';
import { buildTraceScenario, lotIdOf } from './support/trace-scenario.ts';

/**
 * Lot holds in Chromium (issue 21): hold a bought lot and what was made from it, see the hold
 * everywhere, have a shipment of the made lot refused, release it and ship.
 * The scenario: flour LOT-7 (40 kg left) made bread BR-9 (30 kg left).
 */

/** A manual shipment to Harbour Deli with row 1's material the loaf; its id. */
const startLoafShipment = async (page: Page, request: APIRequestContext, token: string) => {
  const { id: shipmentId } = (await (
    await request.post('/api/shipments/manual-new', { headers: auth(token) })
  ).json()) as { id: number };
  await page.goto(`/shipments/manual/${shipmentId}`);
  const customer = page.getByRole('combobox', { name: 'Customer' });
  await customer.click();
  await customer.fill('Harbour');
  await page.getByRole('option', { name: /Harbour Deli/ }).click();
  await page.getByLabel('Shipment Date').fill('2026-04-10');
  const material = page.getByRole('combobox', { name: 'Material, row 1' });
  await material.click();
  await material.fill('Farmhouse');
  await page.getByRole('option', { name: /Farmhouse loaf/ }).click();
  return shipmentId;
};

const openHoldDialog = async (page: Page) => {
  await page.getByRole('button', { name: 'Put on hold' }).click();
  const dialog = page.getByRole('dialog', { name: /Put lot LOT-7 on hold/ });
  await expect(dialog.getByRole('list', { name: 'Lots made from it' })).toContainText('BR-9');
  return dialog;
};

test('hold a lot and what was made from it, a shipment refused, release, ship', async ({ page, request }) => {
  test.setTimeout(120_000);
  const account = await freshCompanyUser(request, 'Holds flow');
  const plant = await buildTraceScenario(request, account.token);
  const flourLot = await lotIdOf(request, account.token, plant.flour.id, 'LOT-7');
  const breadLot = await lotIdOf(request, account.token, plant.bread.id, 'BR-9');
  await signInWithToken(page, request, account);

  await page.goto(`/inventory/${plant.flour.id}/lots/${flourLot}`);
  await expect(page.getByText('This lot was never held.')).toBeVisible();
  const dialog = await openHoldDialog(page);
  await expect(dialog).toContainText('Farmhouse loaf lot BR-9: 30 on hand');
  // A reason is required before anything is sent.
  await dialog.getByRole('button', { name: 'Hold lot' }).click();
  await expect(dialog.getByText('A reason is required')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Supplier recall' }).click();
  await dialog.getByLabel('Reason').fill('Valley Mill recall 2026-17');
  await dialog.getByLabel('Also hold everything made from it that is still in stock').check();
  await dialog.getByRole('button', { name: 'Hold 2 lots' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'On hold: Supplier recall' })).toBeVisible();
  await expect(page.getByText('40 kg on hand, held')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Hold history' })).toContainText('Valley Mill recall 2026-17');

  // The bread lot is marked held in its material's lot list.
  await page.goto(`/inventory/${plant.bread.id}/lots`);
  await expect(
    page.getByRole('table', { name: 'Unique lot codes' }).getByRole('row', { name: /BR-9/ }),
  ).toContainText('On hold');

  // A shipment of it is refused, naming the lot and the hold.
  const shipmentId = await startLoafShipment(page, request, account.token);
  // The lot picker offers the loaf's lots in stock, first-expired-first-out; the held one is
  // marked and cannot be picked (typed, the server refuses it).
  const lotBox = page.getByRole('combobox', { name: 'Lot Code, row 1' });
  await lotBox.click();
  const heldOption = page.getByRole('option', { name: /BR-9/ });
  await expect(heldOption).toContainText('On hold');
  await expect(heldOption).toContainText('30 on hand');
  await expect(heldOption).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByText('Suggested first-expired-first-out')).toBeVisible();
  await lotBox.fill('BR-9');
  await page.getByLabel('Quantity, row 1').fill('5');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByText(/Lot BR-9 of Farmhouse loaf is on hold \(Supplier recall: Valley Mill recall/),
  ).toBeVisible();

  // Release the bread lot (the flour stays held), then the same shipment goes through.
  await page.goto(`/inventory/${plant.bread.id}/lots/${breadLot}`);
  await expect(page.getByRole('list', { name: 'Hold history' })).toContainText('Held with lot LOT-7');
  await page.getByRole('button', { name: 'Release' }).click();
  const release = page.getByRole('dialog', { name: 'Release lot BR-9' });
  await release.getByLabel('Why is it released?').fill('Lab test 88 clean');
  await release.getByRole('button', { name: 'Release' }).click();
  await expect(release).toBeHidden();
  await expect(page.getByRole('list', { name: 'Hold history' }).getByRole('listitem').first()).toContainText(
    'Lab test 88 clean',
  );
  await expect(page.getByRole('button', { name: 'Put on hold' })).toBeVisible();

  await page.goto(`/shipments/manual/${shipmentId}`);
  await expect(page.getByLabel('Lot Code, row 1', { exact: true })).toHaveValue('BR-9');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Shipment form saved successfully.')).toBeVisible();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the lot page and the hold dialog fit and pass axe; a lot not in stock is asked about', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const account = await freshCompanyUser(request, 'Holds phone');
    const plant = await buildTraceScenario(request, account.token);
    const flourLot = await lotIdOf(request, account.token, plant.flour.id, 'LOT-7');
    await signInWithToken(page, request, account);
    await page.goto(`/inventory/${plant.flour.id}/lots/${flourLot}`);
    await expect(page.getByRole('heading', { name: 'Hold' })).toBeVisible();
    // Where it came from: the supplier by name, their lot code, the receipt's date and the unit.
    await expect(page.getByRole('list', { name: 'Goods receipts' })).toHaveText(
      'Valley Mill, their lot VM-2604-A, received 2026-04-01',
    );
    await expect(page.getByText('40 kg')).toBeVisible();
    await waitForScreen(page);
    expect(await sidewaysScrollers(page)).toEqual([]);
    const dialog = await openHoldDialog(page);
    await expect(dialog).toBeVisible();
    await waitForScreen(page);
    const { scrollWidth, clientWidth } = await pageOverflow(page);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Issue 21 item 6: shipping a lot never made asks first; Cancel changes nothing.
    await startLoafShipment(page, request, account.token);
    await page.getByRole('combobox', { name: 'Lot Code, row 1' }).fill('BR-404');
    await page.getByLabel('Quantity, row 1').fill('2');
    await page.getByRole('button', { name: 'Submit' }).click();
    const ask = page.getByRole('dialog', { name: 'Lot not in stock' });
    await expect(ask).toContainText('Lot BR-404 of Farmhouse loaf is not in stock: use it anyway?');
    const overflow = await pageOverflow(page);
    expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.clientWidth);
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toBeHidden();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await expect(lotIdOf(request, account.token, plant.bread.id, 'BR-404')).rejects.toThrow('no lot BR-404');

    await page.getByRole('button', { name: 'Submit' }).click();
    await ask.getByRole('button', { name: 'Use anyway' }).click();
    await expect(page.getByText('Shipment form saved successfully.')).toBeVisible();
    await page.goto(`/inventory/${plant.bread.id}/lots`);
    await expect(page.getByText('BR-404', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Unverified origin').first()).toBeVisible();
  });
});
