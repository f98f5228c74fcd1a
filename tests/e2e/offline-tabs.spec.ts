import { expect, test } from '@playwright/test';
import { freshCompanyUser } from './support/fresh-company.ts';
import { signInWithToken } from './support/session.ts';
import { navigate, PHOTO, post, typeReceipt } from './support/offline-steps.ts';

/**
 * Issue 23 at phone size, two tabs of the app open when the network returns: both hear the
 * `online` event, yet each entry goes once. Before, each tab sent every entry (the server's
 * Idempotency-Key kept the postings single, but a photo went twice over the poor Wi-Fi).
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('two tabs open when the network returns: each entry is sent once, by one of them', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const account = await freshCompanyUser(request, 'Outbox two tabs');
  const token = account.token;
  await post(request, token, '/api/suppliers/', { name: 'Valley Mill' });
  await post(request, token, '/api/materials/new', {
    name: 'Rye flour',
    material_type: 'ingredient',
    unit_of_measure: 'kg',
    traceable: true,
  });
  await signInWithToken(page, request, account);
  const sent: string[] = [];
  context.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/goods-receipts/'))
      sent.push(`${new URL(r.url()).pathname} ${r.headers()['idempotency-key'] ?? ''}`);
  });
  const kept = page.waitForResponse(
    (r) => r.url().includes('/api/materials?') && r.url().includes('page_size=500'),
  );
  await page.goto('/receive/manual/offline');
  await kept;
  await navigate(page, '/receive/upload');
  await expect(page.getByRole('heading', { name: 'Upload Goods Receipt' })).toBeVisible();
  await navigate(page, '/outbox');
  await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible();
  const other = await context.newPage();
  await other.goto('/outbox');
  await expect(other.getByText('Nothing is waiting on this device.')).toBeVisible();

  await context.setOffline(true);
  await navigate(page, '/receive/manual/offline');
  await typeReceipt(page, {
    date: '2026-03-05',
    material: ['Rye', 'Rye flour'],
    quantity: '10',
    lot: 'RYE-TABS-1',
  });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Saved on this device — not sent yet')).toBeVisible();
  await navigate(page, '/receive/upload');
  await page
    .getByTestId('document-file-input')
    .setInputFiles({ name: 'dock-log.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(page.getByText(/Saved on this device — not sent yet: dock-log\.png/)).toBeVisible();
  await navigate(page, '/outbox');
  const entries = page.getByRole('list', { name: 'Outbox entries' }).getByRole('listitem');
  await expect(entries.filter({ hasText: 'Pending' })).toHaveCount(2);

  await context.setOffline(false);
  await expect(entries.filter({ hasText: 'Sent' })).toHaveCount(2, { timeout: 30_000 });
  await other.reload();
  const others = other.getByRole('list', { name: 'Outbox entries' }).getByRole('listitem');
  await expect(others.filter({ hasText: 'Sent' })).toHaveCount(2);

  // manual-new, its submit and the upload: each request once.
  expect(sent.map((s) => s.split(' ')[0]?.split('/').pop()).sort()).toEqual([
    'manual-new',
    'submit',
    'upload-document',
  ]);
  const receipts = await request.get('/api/goods-receipts', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(((await receipts.json()) as { total: number }).total).toBe(2);
});
