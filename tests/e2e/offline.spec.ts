import { expect, test, type APIRequestContext } from '@playwright/test';
import { freshCompanyUser } from './support/fresh-company.ts';
import { setStoredItem, signInWithToken, TOKEN_KEY } from './support/session.ts';
import { PHOTO, pick, post, typeReceipt, visitWhileOnline } from './support/offline-steps.ts';

/**
 * Issue 23 at phone size: with the network gone, a photo and a manual receipt are kept in the
 * outbox (never "Saved"), listed as pending; when the network returns both arrive once, even
 * though the first answer to each is lost after the server acted on it (the replay carries the
 * same Idempotency-Key). The app is loaded before going offline, so no service worker is needed.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const get = async (request: APIRequestContext, token: string, path: string) => {
  const res = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Record<string, unknown>;
};

test('offline: a photo and a manual receipt wait in the outbox, then arrive once despite lost answers', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const account = await freshCompanyUser(request, 'Offline outbox');
  const token = account.token;
  await post(request, token, '/api/suppliers/', { name: 'Valley Mill' });
  const flour = await post(request, token, '/api/materials/new', {
    name: 'Rye flour',
    material_type: 'ingredient',
    unit_of_measure: 'kg',
    traceable: true,
  });
  await signInWithToken(page, request, account);

  await visitWhileOnline(page);
  await page.goto('/outbox');
  await expect(page.getByText('Nothing is waiting on this device.')).toBeVisible();
  await page.goto('/receive');
  await expect(page.getByRole('button', { name: 'Manual Entry' })).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByText('Offline', { exact: true })).toBeVisible();

  // A manual receipt, typed with the kept suppliers and materials.
  await page.getByRole('button', { name: 'Manual Entry' }).click();
  await expect(page).toHaveURL(/\/receive\/manual\/offline$/);
  await page.getByLabel('Receipt Date').fill('2026-03-01');
  await pick(page, 'Supplier, row 1', 'Valley', 'Valley Mill');
  await expect(page.getByText(/Offline: choices as of/).first()).toBeVisible();
  await pick(page, 'Material, row 1', 'Rye', 'Rye flour');
  await expect(page.getByLabel('Unit, row 1')).toHaveValue('kg');
  await page.getByLabel('Quantity, row 1').fill('10');
  await page.getByLabel('Lot Code, row 1', { exact: true }).fill('RYE-OFF-1');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Saved on this device — not sent yet')).toBeVisible();
  await expect(page.getByText('Goods receipt saved successfully.')).toBeHidden();

  // A photo of the paperwork: the file itself is kept.
  await page.getByRole('link', { name: 'Back to Goods Receipt' }).click();
  await page
    .getByTestId('document-file-input')
    .setInputFiles({ name: 'dock-log.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(page.getByText(/Saved on this device — not sent yet: dock-log\.png/)).toBeVisible();

  await page.getByTestId('outbox-count').click();
  await expect(page).toHaveURL(/\/outbox$/);
  const entries = page.getByRole('list', { name: 'Outbox entries' }).getByRole('listitem');
  await expect(entries).toHaveCount(2);
  await expect(entries.filter({ hasText: 'Pending' })).toHaveCount(2);
  await expect(entries.filter({ hasText: 'Goods receipt: manual entry' })).toContainText(
    'Valley Mill Rye flour 10 kg',
  );
  await expect(entries.filter({ hasText: 'Goods receipt: document upload' })).toContainText('dock-log.png');
  expect((await get(request, token, '/api/goods-receipts')).total).toBe(0);

  // The server acts on the first submit and the first upload, but their answers are lost.
  const keys: { submit: string[]; upload: string[]; manualNew: string[] } = {
    submit: [],
    upload: [],
    manualNew: [],
  };
  const loseFirst = (path: string, name: keyof typeof keys) =>
    page.route(`**/api/goods-receipts/${path}`, async (route) => {
      keys[name].push(route.request().headers()['idempotency-key'] ?? '');
      if (keys[name].length === 1) {
        await route.fetch();
        await route.abort('failed');
        return;
      }
      await route.continue();
    });
  await loseFirst('submit', 'submit');
  await loseFirst('upload-document', 'upload');
  await page.route('**/api/goods-receipts/manual-new', async (route) => {
    keys.manualNew.push(route.request().headers()['idempotency-key'] ?? '');
    await route.continue();
  });

  await context.setOffline(false);
  await expect(entries.filter({ hasText: 'Sent' })).toHaveCount(2, { timeout: 30_000 });
  await expect(page.getByTestId('outbox-count')).toBeHidden();

  // Each was sent again under its own key, and each arrived once.
  expect(keys.submit).toHaveLength(2);
  expect(keys.upload).toHaveLength(2);
  expect(new Set(keys.submit).size).toBe(1);
  expect(new Set(keys.upload).size).toBe(1);
  expect(new Set([...keys.manualNew, ...keys.submit]).size).toBe(1);
  expect(keys.upload[0]).not.toBe(keys.submit[0]);
  const receipts = await get(request, token, '/api/goods-receipts');
  expect(receipts.total).toBe(2);
  const inventory = (await get(request, token, '/api/inventory')) as {
    items: { material_id: number; quantity_on_hand: number }[];
  };
  expect(inventory.items.find((i) => i.material_id === flour.id)?.quantity_on_hand).toBe(10);
});

test("another user's sign-in never sends the outbox of the user who filled it", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  const ana = await freshCompanyUser(request, 'Outbox owner');
  const ben = await freshCompanyUser(request, 'Outbox other');
  await signInWithToken(page, request, ana);
  await page.goto('/outbox');
  await expect(page.getByText('Nothing is waiting on this device.')).toBeVisible();
  await page.goto('/receive/upload');
  await expect(page.getByRole('heading', { name: 'Upload Goods Receipt' })).toBeVisible();

  await context.setOffline(true);
  await page
    .getByTestId('document-file-input')
    .setInputFiles({ name: 'ana.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(page.getByText(/Saved on this device — not sent yet: ana\.png/)).toBeVisible();

  // Ben signs in (in another tab, say) while Ana's screen is still open; the network returns.
  await setStoredItem(page, TOKEN_KEY, ben.token);
  await context.setOffline(false);
  await page.goto('/outbox');
  const entry = page.getByRole('list', { name: 'Outbox entries' }).getByRole('listitem');
  await expect(entry).toContainText('Belongs to another user: sent only when they sign in');
  await expect(entry).toContainText('Pending');
  // Ben works for another company: he sees that something waits, not what (the file's name).
  await expect(entry).toContainText('Goods receipt: document upload');
  await expect(entry).not.toContainText('ana.png');
  await expect(page.getByRole('button', { name: 'Sync now' })).toBeDisabled();
  await expect(entry.getByRole('button', { name: 'Discard' })).toHaveCount(0);
  expect((await get(request, ana.token, '/api/goods-receipts')).total).toBe(0);
  expect((await get(request, ben.token, '/api/goods-receipts')).total).toBe(0);

  // Ana signs in again: her entry goes, as her.
  await setStoredItem(page, TOKEN_KEY, ana.token);
  await page.goto('/outbox');
  await expect(entry).toContainText('Sent', { timeout: 20_000 });
  await expect(entry).toContainText('ana.png');
  expect((await get(request, ana.token, '/api/goods-receipts')).total).toBe(1);
  expect((await get(request, ben.token, '/api/goods-receipts')).total).toBe(0);
});

test('a refused manual receipt is a conflict, opened filled, fixed and sent: one submission', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  const account = await freshCompanyUser(request, 'Outbox conflict');
  const token = account.token;
  const gone = await post(request, token, '/api/suppliers/', { name: 'Valley Mill' });
  await post(request, token, '/api/materials/new', {
    name: 'Oat bran',
    material_type: 'ingredient',
    unit_of_measure: 'kg',
    traceable: false,
  });
  await signInWithToken(page, request, account);
  const kept = page.waitForResponse(
    (r) => r.url().includes('/api/materials?') && r.url().includes('page_size=500'),
  );
  await page.goto('/receive/manual/offline');
  await kept;

  await context.setOffline(true);
  await typeReceipt(page, { date: '2026-03-02', material: ['Oat', 'Oat bran'], quantity: '4' });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Saved on this device — not sent yet')).toBeVisible();

  // Meanwhile the office deletes that supplier and adds the right one.
  const del = await request.delete(`/api/suppliers/${gone.id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(del.status(), await del.text()).toBe(204);
  await post(request, token, '/api/suppliers/', { name: 'Hill Farm' });
  await context.setOffline(false);

  await page.getByTestId('outbox-count').click();
  const entry = page.getByRole('list', { name: 'Outbox entries' }).getByRole('listitem');
  await expect(entry).toContainText('Conflict');
  await expect(entry).toContainText('Supplier not found');
  await entry.getByRole('link', { name: 'Open to fix' }).click();
  await expect(page.getByText(/Fixing an outbox entry: Supplier not found/)).toBeVisible();
  await expect(page.getByLabel('Quantity, row 1')).toHaveValue('4');
  await pick(page, 'Supplier, row 1', 'Hill', 'Hill Farm');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Saved on this device — not sent yet')).toBeVisible();

  await page.goto('/outbox');
  await expect(entry).toContainText('Sent', { timeout: 20_000 });
  const receipts = (await get(request, token, '/api/goods-receipts')) as {
    total: number;
    items: { submission_status: string }[];
  };
  expect(receipts.total).toBe(1);
  expect(receipts.items[0]?.submission_status).toBe('verified');
});

test('an online submit whose answer is lost is queued under the key it went with: it posts once, no conflict', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const account = await freshCompanyUser(request, 'Outbox lost submit');
  const token = account.token;
  await post(request, token, '/api/suppliers/', { name: 'Valley Mill' });
  const rye = await post(request, token, '/api/materials/new', {
    name: 'Rye flour',
    material_type: 'ingredient',
    unit_of_measure: 'kg',
    traceable: true,
  });
  const created = await request.post('/api/goods-receipts/manual-new', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { submission_id: id } = (await created.json()) as { submission_id: number };
  await signInWithToken(page, request, account);
  await page.goto(`/receive/manual/${id}`);
  await expect(page.getByRole('heading', { name: 'Manual Goods Receipt Entry' })).toBeVisible();
  await typeReceipt(page, {
    date: '2026-03-03',
    material: ['Rye', 'Rye flour'],
    quantity: '7',
    lot: 'RYE-LOST-1',
  });

  // The server posts the first submit; its answer never reaches the phone.
  const keys: string[] = [];
  await page.route('**/api/goods-receipts/submit', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (keys.length === 1) {
      await route.fetch();
      await route.abort('failed');
      return;
    }
    await route.continue();
  });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Saved on this device — not sent yet')).toBeVisible();

  await page.goto('/outbox');
  const entry = page.getByRole('list', { name: 'Outbox entries' }).getByRole('listitem');
  await expect(entry).toContainText('Sent', { timeout: 20_000 });
  // Every replay carried the online try's key, so the server answered it with the first answer.
  // (On a slow machine a replay can pass the outbox's own timeout and go once more: same key.)
  expect(keys.length).toBeGreaterThanOrEqual(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(new Set(keys)).toEqual(new Set([keys[0]]));
  const inventory = (await get(request, token, '/api/inventory')) as {
    items: { material_id: number; quantity_on_hand: number }[];
  };
  expect(inventory.items.find((i) => i.material_id === rye.id)?.quantity_on_hand).toBe(7);
});

test('a Manual Entry whose manual-new answer is lost: the entry typed offline goes into that submission, not a second', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  const account = await freshCompanyUser(request, 'Outbox lost start');
  const token = account.token;
  await post(request, token, '/api/suppliers/', { name: 'Valley Mill' });
  await post(request, token, '/api/materials/new', {
    name: 'Rye flour',
    material_type: 'ingredient',
    unit_of_measure: 'kg',
    traceable: true,
  });
  await signInWithToken(page, request, account);
  const kept = page.waitForResponse(
    (r) => r.url().includes('/api/materials?') && r.url().includes('page_size=500'),
  );
  await page.goto('/receive');
  await kept;

  // The server makes the submission; its answer never reaches the phone.
  const keys: string[] = [];
  await page.route('**/api/goods-receipts/manual-new', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (keys.length === 1) {
      await route.fetch();
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });
  await page.getByRole('button', { name: 'Manual Entry' }).click();
  await expect(page).toHaveURL(/\/receive\/manual\/offline$/);
  await expect.poll(async () => (await get(request, token, '/api/goods-receipts')).total).toBe(1);

  await context.setOffline(true);
  await typeReceipt(page, {
    date: '2026-03-04',
    material: ['Rye', 'Rye flour'],
    quantity: '5',
    lot: 'RYE-START-1',
  });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Saved on this device — not sent yet')).toBeVisible();
  await context.setOffline(false);

  await page.getByTestId('outbox-count').click();
  const entry = page.getByRole('list', { name: 'Outbox entries' }).getByRole('listitem');
  await expect(entry).toContainText('Sent', { timeout: 20_000 });
  // Before, the outbox's manual-new went under a new key: a second submission, the first left empty.
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).toBe(keys[0]);
  const receipts = (await get(request, token, '/api/goods-receipts')) as {
    total: number;
    items: { submission_status: string }[];
  };
  expect(receipts.total).toBe(1);
  expect(receipts.items[0]?.submission_status).toBe('verified');
});
