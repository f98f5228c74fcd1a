import { expect, test } from '@playwright/test';
import { freshCompanyUser } from './support/fresh-company.ts';
import { signInWithToken } from './support/session.ts';
import { PHOTO } from './support/offline-steps.ts';

/**
 * Issue 23 at phone size: the network drops in the middle of the presigned PUT. The photo waits
 * in the outbox with the submission upload-url made; when the network returns it is sent into
 * that same submission: one goods receipt, read by the pipeline, never left pending.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('a PUT dropped mid-upload waits in the outbox, then arrives once into its own submission', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const account = await freshCompanyUser(request, 'Dropped upload');
  const auth = { Authorization: `Bearer ${account.token}` };
  const receipts = async () => {
    const res = await request.get('/api/goods-receipts', { headers: auth });
    expect(res.status()).toBe(200);
    return (await res.json()) as { total: number; items: { id: number; submission_status: string }[] };
  };
  await signInWithToken(page, request, account);
  await page.goto('/outbox');
  await expect(page.getByText('Nothing is waiting on this device.')).toBeVisible();
  await page.goto('/receive/upload');
  await expect(page.getByRole('heading', { name: 'Upload Goods Receipt' })).toBeVisible();

  // The bucket's PUT: the network goes as the upload is under way.
  let puts = 0;
  await page.route(
    (url) => url.pathname.includes('/uploads/'),
    async (route) => {
      if (route.request().method() !== 'PUT') return route.continue();
      puts += 1;
      await context.setOffline(true);
      await route.abort('internetdisconnected');
    },
  );
  await page
    .getByTestId('document-file-input')
    .setInputFiles({ name: 'dock-photo.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(page.getByText(/Saved on this device — not sent yet: dock-photo\.png/)).toBeVisible();
  expect(puts).toBe(1);
  const waiting = await receipts();
  expect(waiting.total).toBe(1);
  expect(waiting.items[0]?.submission_status).toBe('pending');

  // (A page.route turns the browser's cache off, so no new screen is opened while offline.)
  await expect(page.getByTestId('outbox-count')).toContainText('1 unsent');

  const into = page.waitForRequest((r) => /\/api\/goods-receipts\/\d+\/upload-document$/.test(r.url()));
  await context.setOffline(false);
  await expect(page.getByTestId('outbox-count')).toBeHidden({ timeout: 30_000 });
  expect((await into).url()).toContain(`/api/goods-receipts/${waiting.items[0]?.id}/upload-document`);
  await page.goto('/outbox');
  const entry = page.getByRole('list', { name: 'Outbox entries' }).getByRole('listitem');
  await expect(entry).toContainText('Sent');
  await expect(entry).toContainText('dock-photo.png');
  expect(puts).toBe(1);

  // One goods receipt, read by the pipeline (this blank pixel fails), not left pending.
  await expect
    .poll(async () => (await receipts()).items.map((s) => s.submission_status), { timeout: 60_000 })
    .toEqual([expect.stringMatching(/^(transcribed|failed)$/)]);
});

test("upload-url's answer lost: the photo waits, then goes into the submission that request made", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const account = await freshCompanyUser(request, 'Lost upload-url');
  const auth = { Authorization: `Bearer ${account.token}` };
  const receipts = async () => {
    const res = await request.get('/api/goods-receipts', { headers: auth });
    expect(res.status()).toBe(200);
    return (await res.json()) as {
      total: number;
      items: { id: number; submission_status: string; failure_reason: string | null }[];
    };
  };
  await signInWithToken(page, request, account);
  await page.goto('/receive/upload');
  await expect(page.getByRole('heading', { name: 'Upload Goods Receipt' })).toBeVisible();

  // The server makes the submission; its answer never reaches the phone.
  let asked = 0;
  await page.route(
    (url) => url.pathname.endsWith('/upload-url'),
    async (route) => {
      asked += 1;
      await route.fetch();
      await context.setOffline(true);
      await route.abort('internetdisconnected');
    },
  );
  await page
    .getByTestId('document-file-input')
    .setInputFiles({ name: 'lost-answer.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(page.getByText(/Saved on this device — not sent yet: lost-answer\.png/)).toBeVisible();
  expect(asked).toBe(1);
  const made = await receipts();
  expect(made.total).toBe(1);

  await context.setOffline(false);
  await expect(page.getByTestId('outbox-count')).toBeHidden({ timeout: 30_000 });
  // Still one goods receipt: the file went into it and was read, not failed as never arrived.
  await expect
    .poll(async () => (await receipts()).items.map((s) => [s.id, s.submission_status]), { timeout: 60_000 })
    .toEqual([[made.items[0]?.id, expect.stringMatching(/^(transcribed|failed)$/)]]);
  expect((await receipts()).items[0]?.failure_reason ?? '').not.toMatch(/never|could not be stored/i);
});

test('the network lost at the first look after the PUT: the screen still learns how the reading went', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const account = await freshCompanyUser(request, 'Lost first poll');
  await signInWithToken(page, request, account);
  await page.goto('/receive/upload');
  await expect(page.getByRole('heading', { name: 'Upload Goods Receipt' })).toBeVisible();

  // The PUT lands; the first GET of the submission goes as the network drops, the next ones answer.
  let polls = 0;
  await page.route(/\/api\/goods-receipts\/\d+$/, async (route) => {
    polls += 1;
    if (polls === 1) return route.abort('internetdisconnected');
    return route.continue();
  });
  await page
    .getByTestId('document-file-input')
    .setInputFiles({ name: 'dock-photo.png', mimeType: 'image/png', buffer: PHOTO });
  // Before, polling stopped at that failed first look: the animation ran on to the polling bound.
  await expect(page.getByRole('alert')).toContainText(/No table or fields were found/, { timeout: 30_000 });
  expect(polls).toBeGreaterThan(1);
});
