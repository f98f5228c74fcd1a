import { expect, test, type APIRequestContext } from '@playwright/test';
import { freshCompanyUser } from './support/fresh-company.ts';
import { waitForServiceWorkerControl } from './support/service-worker.ts';
import { signInWithToken } from './support/session.ts';
import { pick, navigate } from './support/offline-steps.ts';

/**
 * Issue 23 at phone size: a queued adjustment the server refuses (its lot put on hold
 * meanwhile) is a conflict; "Open to fix" opens the adjust form filled with it and the refusal,
 * and Save puts the fixed change back in its place in the outbox, so the refusal is resolved and
 * the entries it held go too. Before, the form opened empty, a Save posted a second, separate
 * change, and the conflict stayed, holding everything behind it until discarded. And the adjust
 * form opens in an app started without a network (its material from the kept copy), where it
 * showed "Error Loading Material".
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const call = async (request: APIRequestContext, token: string, path: string, data: unknown) => {
  const res = await request.post(path, { headers: { Authorization: `Bearer ${token}` }, data });
  expect([200, 201], await res.text()).toContain(res.status());
  return (await res.json()) as { id: number; submission_id: number };
};

const get = async <T>(request: APIRequestContext, token: string, path: string) => {
  const res = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
};

test('a refused adjustment is opened filled, fixed in its place, and frees the entries behind it', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  const account = await freshCompanyUser(request, 'Outbox adjust fix');
  const token = account.token;
  const mill = await call(request, token, '/api/suppliers/', { name: 'Valley Mill' });
  const rye = await call(request, token, '/api/materials/new', {
    name: 'Rye flour',
    material_type: 'ingredient',
    unit_of_measure: 'kg',
    traceable: true,
  });
  const receipt = await call(request, token, '/api/goods-receipts/manual-new', {});
  await call(request, token, '/api/goods-receipts/submit', {
    submission_id: receipt.submission_id,
    receipt_date: '2026-03-01',
    rows: [{ supplier_id: mill.id, material_id: rye.id, quantity: 10, unit: 'kg', lot_code: 'RYE-1' }],
  });
  await signInWithToken(page, request, account);
  await page.goto('/outbox');
  await expect(page.getByText('Nothing is waiting on this device.')).toBeVisible();
  const adjustPath = `/inventory/${rye.id}/update`;
  await page.goto(adjustPath);
  await expect(page.getByRole('heading', { name: 'Adjust Inventory' })).toBeVisible();
  // The Outbox screen's code is loaded while online (no service worker here to keep it).
  await navigate(page, '/outbox');
  await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible();
  await navigate(page, adjustPath);
  await expect(page.getByRole('heading', { name: 'Adjust Inventory' })).toBeVisible();

  // Offline: a usage of RYE-1, then a count correction.
  await context.setOffline(true);
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Usage' }).click();
  await page.getByLabel('Quantity change').fill('-2');
  await page.getByRole('combobox', { name: 'Lot code' }).fill('RYE-1');
  await page.getByRole('button', { name: 'Save Adjustment' }).click();
  await expect(page.getByText(/Saved on this device — not sent yet/)).toBeVisible();
  await navigate(page, '/outbox');
  await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible();
  await navigate(page, adjustPath);
  await page.getByLabel('Quantity change').fill('1');
  await page.getByRole('combobox', { name: 'Lot code' }).fill('RYE-1');
  await page.getByRole('button', { name: 'Save Adjustment' }).click();
  await expect(page.getByText(/Saved on this device — not sent yet/)).toBeVisible();

  // Meanwhile the office holds RYE-1: the usage is refused, the correction waits behind it.
  const lots = await get<{ items: { id: number; lot_code: string }[] }>(
    request,
    token,
    `/api/materials/${rye.id}/lots`,
  );
  const lot = lots.items.find((l) => l.lot_code === 'RYE-1')!;
  await call(request, token, `/api/materials/${rye.id}/lots/${lot.id}/hold`, {
    category: 'quality',
    reason: 'Mould found',
  });
  await navigate(page, '/outbox');
  await context.setOffline(false);
  const entries = page.getByRole('list', { name: 'Outbox entries' }).getByRole('listitem');
  const usage = entries.filter({ hasText: 'Rye flour: -2 kg, lot RYE-1' });
  await expect(usage).toContainText('Conflict', { timeout: 20_000 });
  await expect(usage).toContainText('is on hold');
  await expect(entries.filter({ hasText: 'Rye flour: +1 kg' })).toContainText(
    'Waiting: an earlier entry needs your attention',
  );

  await usage.getByRole('link', { name: 'Open to fix' }).click();
  await expect(page.getByText(/Fixing an outbox entry: Lot RYE-1 of Rye flour is on hold/)).toBeVisible();
  await expect(page.getByLabel('Quantity change')).toHaveValue('-2');
  await expect(page.getByRole('combobox', { name: 'Lot code' })).toHaveValue('RYE-1');
  await expect(page.getByRole('combobox', { name: 'Type' })).toHaveText('Usage');
  // The fix: it was a loss to record, not a usage (a held lot may be corrected).
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Adjustment' }).click();
  await page.getByRole('button', { name: 'Save Adjustment' }).click();
  await expect(page.getByText(/Saved on this device — not sent yet/)).toBeVisible();

  await page.goto('/outbox');
  await expect(entries).toHaveCount(2);
  await expect(entries.filter({ hasText: 'Sent' })).toHaveCount(2, { timeout: 20_000 });
  const inventory = await get<{ items: { material_id: number; quantity_on_hand: number }[] }>(
    request,
    token,
    '/api/inventory',
  );
  expect(inventory.items.find((i) => i.material_id === rye.id)?.quantity_on_hand).toBe(9);
});

test("a refused queued submit, fixed on its submission's screen, leaves the outbox", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  const account = await freshCompanyUser(request, 'Outbox submit fix');
  const token = account.token;
  await call(request, token, '/api/suppliers/', { name: 'Valley Mill' });
  const bran = await call(request, token, '/api/materials/new', {
    name: 'Oat bran',
    material_type: 'ingredient',
    unit_of_measure: 'kg',
    traceable: false,
  });
  const { submission_id: id } = await call(request, token, '/api/goods-receipts/manual-new', {});
  await signInWithToken(page, request, account);
  await page.goto(`/receive/manual/${id}`);
  await page.getByLabel('Receipt Date').fill('2026-03-04');
  await pick(page, 'Supplier, row 1', 'Valley', 'Valley Mill');
  await pick(page, 'Material, row 1', 'Oat', 'Oat bran');
  await page.getByLabel('Quantity, row 1').fill('6');
  await page.getByLabel('Quantity, row 1').blur();
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Saved on this device — not sent yet')).toBeVisible();

  // The outbox's submit is refused once (the office changed something meanwhile).
  let refusals = 0;
  await page.route('**/api/goods-receipts/submit', async (route) => {
    if (refusals++ > 0) return route.continue();
    return route.fulfill({ status: 409, json: { message: 'Refused for the test: check the rows' } });
  });
  await context.setOffline(false);
  await navigate(page, '/outbox');
  const entries = page.getByRole('list', { name: 'Outbox entries' }).getByRole('listitem');
  await expect(entries).toContainText('Conflict', { timeout: 20_000 });
  await entries.getByRole('link', { name: 'Open to fix' }).click();
  await expect(page.getByLabel('Quantity, row 1')).toHaveValue('6');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Goods receipt saved successfully.')).toBeVisible();

  // Fulfilled on its own screen: nothing left waiting, nothing held behind it.
  await navigate(page, '/outbox');
  await expect(page.getByText('Nothing is waiting on this device.')).toBeVisible();
  await expect(page.getByTestId('outbox-count')).toBeHidden();
  const inventory = await get<{ items: { material_id: number; quantity_on_hand: number }[] }>(
    request,
    token,
    '/api/inventory',
  );
  expect(inventory.items.find((i) => i.material_id === bran.id)?.quantity_on_hand).toBe(6);
});

test.describe('an app started without a network', () => {
  test.use({ serviceWorkers: 'allow' });

  test('opens the adjust form from the kept materials and queues the change', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(60_000);
    const account = await freshCompanyUser(request, 'Outbox adjust cold start');
    const token = account.token;
    const oats = await call(request, token, '/api/materials/new', {
      name: 'Oat bran',
      material_type: 'ingredient',
      unit_of_measure: 'kg',
      traceable: false,
    });
    await signInWithToken(page, request, account);
    await page.goto('/outbox');
    await waitForServiceWorkerControl(page);
    // The company's materials are kept on the device (read when the app starts).
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              const open = indexedDB.open('batchpath-reference');
              open.onsuccess = () => {
                const read = open.result.transaction('snapshots').objectStore('snapshots').getAll();
                read.onsuccess = () =>
                  resolve(
                    (read.result as { key: string; items: unknown[] }[]).filter(
                      (s) => s.key.endsWith(':materials') && s.items.length > 0,
                    ).length,
                  );
              };
              open.onerror = () => resolve(0);
            }),
        ),
      )
      .toBe(1);

    // The phone is put away, then the app opened again in the cold room.
    await context.setOffline(true);
    await page.goto(`/inventory/${oats.id}/update`);
    await expect(page.getByRole('heading', { name: 'Adjust Inventory' })).toBeVisible();
    await expect(page.getByText('Oat bran (kg)')).toBeVisible();
    await page.getByLabel('Quantity change').fill('3');
    await page.getByRole('button', { name: 'Save Adjustment' }).click();
    await expect(page.getByText(/Saved on this device — not sent yet/)).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByTestId('outbox-count')).toBeHidden({ timeout: 20_000 });
    const inventory = await get<{ items: { material_id: number; quantity_on_hand: number }[] }>(
      request,
      token,
      '/api/inventory',
    );
    expect(inventory.items.find((i) => i.material_id === oats.id)?.quantity_on_hand).toBe(3);
  });
});
