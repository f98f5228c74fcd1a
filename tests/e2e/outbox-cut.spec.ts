import { expect, test, type APIRequestContext } from '@playwright/test';
import { cutPhone, receiptsOf } from './support/cut-phone.ts';
import { freshCompanyUser } from './support/fresh-company.ts';
import { PHOTO, post, typeReceipt, visitWhileOnline } from './support/offline-steps.ts';
import { signInWithToken } from './support/session.ts';

/**
 * Issue 23 at phone size: the outbox's own requests cut in the MIDDLE of their bodies (a proxy
 * between Chromium and the app forwards part of the body, then cuts both connections): a manual
 * receipt's submit and a photo's upload-document. Each stays unsent until a try gets an answer,
 * then arrives once.
 */

const onHand = async (request: APIRequestContext, token: string, materialId: number) => {
  const res = await request.get('/api/inventory', { headers: { Authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { items: { material_id: number; quantity_on_hand: number }[] };
  return body.items.find((i) => i.material_id === materialId)?.quantity_on_hand ?? 0;
};

const endsWith = (tail: string) => (method: string, url: URL) =>
  method === 'POST' && url.pathname.endsWith(tail);

test('a manual receipt and a photo whose outbox sends are cut mid-body arrive once each', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const account = await freshCompanyUser(request, 'Cut outbox');
  const { token } = account;
  await post(request, token, '/api/suppliers/', { name: 'Valley Mill' });
  const flour = await post(request, token, '/api/materials/new', {
    name: 'Rye flour',
    material_type: 'ingredient',
    unit_of_measure: 'kg',
    traceable: true,
  });
  const phone = await cutPhone(browser);
  try {
    const { page, proxy, context } = phone;
    await signInWithToken(page, request, account);
    await visitWhileOnline(page);
    await page.goto('/receive');
    await expect(page.getByRole('button', { name: 'Manual Entry' })).toBeVisible();

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Manual Entry' }).click();
    await typeReceipt(page, {
      date: '2026-03-01',
      material: ['Rye', 'Rye flour'],
      quantity: '10',
      lot: 'RYE-CUT-1',
    });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Saved on this device — not sent yet')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Goods Receipt' }).click();
    await page
      .getByTestId('document-file-input')
      .setInputFiles({ name: 'dock-cut.png', mimeType: 'image/png', buffer: PHOTO });
    await expect(page.getByText(/Saved on this device — not sent yet: dock-cut\.png/)).toBeVisible();

    // The network returns, and goes in the middle of the manual receipt's submit body.
    const submitCut = proxy.cutNext({ match: endsWith('/submit'), afterBytes: 20 });
    await context.setOffline(false);
    const first = await submitCut;
    expect(first.declared).toBeGreaterThan(20);
    await expect(page.getByTestId('outbox-count')).toContainText('2 unsent');
    expect(await onHand(request, token, flour.id)).toBe(0);

    // Back, and gone again in the middle of the photo's upload-document body.
    const uploadCut = proxy.cutNext({ match: endsWith('/upload-document'), afterBytes: 100 });
    proxy.restore();
    await page.goto('/outbox');
    await page.getByRole('button', { name: 'Sync now' }).click();
    const second = await uploadCut;
    expect(second.declared).toBeGreaterThan(100);
    const entries = page.getByRole('list', { name: 'Outbox entries' }).getByRole('listitem');
    await expect(entries.filter({ hasText: 'Goods receipt: manual entry' })).toContainText('Sent');
    await expect(entries.filter({ hasText: 'dock-cut.png' })).toContainText('Pending');
    await expect(page.getByTestId('outbox-count')).toContainText('1 unsent');
    expect((await receiptsOf(request, token)).total).toBe(1);

    proxy.restore();
    await page.getByRole('button', { name: 'Sync now' }).click();
    await expect(entries.filter({ hasText: 'Sent' })).toHaveCount(2, { timeout: 20_000 });
    await expect(page.getByTestId('outbox-count')).toBeHidden();

    // Once each: one receipt posted once, one upload.
    const receipts = await receiptsOf(request, token);
    expect(receipts.total).toBe(2);
    expect(receipts.items.filter((s) => s.filename === 'dock-cut.png')).toHaveLength(1);
    expect(await onHand(request, token, flour.id)).toBe(10);
  } finally {
    await phone.close();
  }
});
