import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { UPLOAD_URL_LIMIT_MS } from '../../web/src/lib/connection-watch.ts';
import { PUT_STALL_MS } from '../../web/src/lib/put-file.ts';
import { freshCompanyUser } from './support/fresh-company.ts';
import { PHOTO } from './support/offline-steps.ts';
import { signInWithToken } from './support/session.ts';

/**
 * Issue 23 at phone size: the network goes while the photo is being sent, in the ways a browser
 * does not end by itself. A PUT in flight is not stopped by the device going offline, and
 * a Wi-Fi that holds the connection but moves nothing leaves it waiting for minutes: before, the
 * screen showed its progress bar all that time. Now the photo is kept in the outbox at once, and
 * sent into the submission its upload-url made: one goods receipt, read, never left pending.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const receiptsOf = (request: APIRequestContext, token: string) => async () => {
  const res = await request.get('/api/goods-receipts', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as { total: number; items: { id: number; submission_status: string }[] };
};

/**
 * A new company's user on the upload screen; `clock`: the page's clock is the test's to move, so
 * a limit passes without the test waiting it out. Answers the company's goods receipts.
 */
const onUploadScreen = async (page: Page, request: APIRequestContext, company: string, clock = false) => {
  const account = await freshCompanyUser(request, company);
  if (clock) await page.clock.install();
  await signInWithToken(page, request, account);
  await page.goto('/receive/upload');
  await expect(page.getByRole('heading', { name: 'Upload Goods Receipt' })).toBeVisible();
  return receiptsOf(request, account.token);
};

/** Sent from the outbox screen, once the network is there. */
const sentFromOutbox = async (page: Page, filename: string) => {
  await page.goto('/outbox');
  const entry = page.getByRole('list', { name: 'Outbox entries' }).getByRole('listitem');
  await expect(entry).toContainText('Sent', { timeout: 30_000 });
  await expect(entry).toContainText(filename);
};

/** The bucket's PUTs are held with no answer, as a connection that moves nothing. Counts them. */
const holdPuts = async (page: Page) => {
  const held = { puts: 0 };
  await page.route(
    (url) => url.pathname.includes('/uploads/'),
    async (route) => {
      if (route.request().method() !== 'PUT') return route.continue();
      held.puts += 1;
    },
  );
  return held;
};

const choosePhoto = async (page: Page, name: string) => {
  await page.getByTestId('document-file-input').setInputFiles({ name, mimeType: 'image/png', buffer: PHOTO });
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
};

/** One goods receipt, the one upload-url made, read by the pipeline (this blank pixel fails). */
const arrivedOnce = async (receipts: ReturnType<typeof receiptsOf>, id: number | undefined) =>
  expect
    .poll(async () => (await receipts()).items.map((s) => [s.id, s.submission_status]), { timeout: 60_000 })
    .toEqual([[id, expect.stringMatching(/^(transcribed|failed)$/)]]);

test('the device goes offline mid-PUT: the photo is kept at once, then arrives once', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const receipts = await onUploadScreen(page, request, 'Offline mid-PUT');

  const held = await holdPuts(page);
  await choosePhoto(page, 'dock-offline.png');
  await expect.poll(() => held.puts).toBe(1);
  await context.setOffline(true);
  // Before: the progress bar, for as long as the held PUT waited.
  await expect(page.getByText(/Saved on this device — not sent yet: dock-offline\.png/)).toBeVisible();
  await expect(page.getByTestId('outbox-count')).toContainText('1 unsent');
  const made = await receipts();
  expect(made.total).toBe(1);

  await context.setOffline(false);
  await expect(page.getByTestId('outbox-count')).toBeHidden({ timeout: 30_000 });
  await arrivedOnce(receipts, made.items[0]?.id);
  expect(held.puts).toBe(1);
});

test('a PUT with nothing moving is given up after the stall limit: the photo is kept, then arrives once', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const receipts = await onUploadScreen(page, request, 'Stalled PUT', true);

  const held = await holdPuts(page);
  await choosePhoto(page, 'dock-stall.png');
  await expect.poll(() => held.puts).toBe(1);
  await page.clock.fastForward(PUT_STALL_MS - 2000);
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  // Before: still the progress bar, however long it waited.
  await page.clock.fastForward(3000);
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeHidden();
  const made = await receipts();
  expect(made.total).toBe(1);

  // Still online: the outbox sends it at once, into the same submission (the multipart route).
  await sentFromOutbox(page, 'dock-stall.png');
  await arrivedOnce(receipts, made.items[0]?.id);
  expect(held.puts).toBe(1);
});

test('an upload-url call with no answer is given up past its limit: the photo is kept, then arrives once', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const receipts = await onUploadScreen(page, request, 'Stalled upload-url', true);

  // The call never reaches the server, and no answer comes.
  let held = 0;
  await page.route(
    (url) => url.pathname.endsWith('/upload-url'),
    () => {
      held += 1;
    },
    { times: 1 },
  );
  await choosePhoto(page, 'dock-url.png');
  await expect.poll(() => held).toBe(1);
  await page.clock.fastForward(UPLOAD_URL_LIMIT_MS + 1000);
  // Before: the progress bar, however long it waited.
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeHidden();
  expect((await receipts()).total).toBe(0);

  await sentFromOutbox(page, 'dock-url.png');
  await expect
    .poll(async () => (await receipts()).items.map((s) => s.submission_status), { timeout: 60_000 })
    .toEqual([expect.stringMatching(/^(transcribed|failed)$/)]);
});
