import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { freshCompanyUser } from './support/fresh-company.ts';
import { signInWithToken } from './support/session.ts';

/**
 * Issue 23 at phone size: a photo taken without a network that is still over the outbox's
 * 4 MB (multipart) limit after the usual downscale (3000 px of fine grain, a phone's
 * high-quality mode) is made smaller to fit and kept, not refused and lost.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** 3000 x 2250 of noise at quality 100: about 8 MB, and no side to scale down. */
const densePhoto = async () => {
  const width = 3000;
  const height = 2250;
  const raw = Buffer.alloc(width * height * 3);
  let seed = 1;
  for (let i = 0; i < raw.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    raw[i] = seed % 256;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 100 })
    .toBuffer();
};

test('a dense photo taken offline is made to fit and kept, then arrives once', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const photo = await densePhoto();
  expect(photo.length).toBeGreaterThan(6 * 1024 * 1024);
  const account = await freshCompanyUser(request, 'Dense photo');
  await signInWithToken(page, request, account);
  await page.goto('/receive/upload');
  await expect(page.getByRole('heading', { name: 'Upload Goods Receipt' })).toBeVisible();

  await context.setOffline(true);
  await page
    .getByTestId('document-file-input')
    .setInputFiles({ name: 'IMG_2040.jpg', mimeType: 'image/jpeg', buffer: photo });
  // Before: "Without a network only files up to 4 MB are kept on this device ..."
  await expect(page.getByText(/Saved on this device — not sent yet: IMG_2040\.jpg/)).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByTestId('outbox-count')).toContainText('1 unsent');

  await context.setOffline(false);
  await expect(page.getByTestId('outbox-count')).toBeHidden({ timeout: 30_000 });
  const res = await request.get('/api/goods-receipts', {
    headers: { Authorization: `Bearer ${account.token}` },
  });
  const receipts = (await res.json()) as { total: number; items: { filename: string }[] };
  expect(receipts.total).toBe(1);
  expect(receipts.items[0]?.filename).toBe('IMG_2040.jpg');
});
