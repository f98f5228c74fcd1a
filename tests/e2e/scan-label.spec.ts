import { writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../support/chromium.ts';
import { renderPdfPage } from '../support/read-pdf-barcodes.ts';
import { y4mOfImage } from '../support/y4m.ts';
import { freshCompanyUser } from './support/fresh-company.ts';
import { auth, createMaterials } from './support/materials-page.ts';
import { signInWithToken } from './support/session.ts';

/**
 * Issue 22: a printed lot label scanned with the phone's camera fills a production row. The
 * camera is Chromium's fake capture device playing a Y4M video of the label the API printed
 * (its PDF rendered by MuPDF), read in the page by the barcode-detector polyfill at 390 px.
 */
test('a scanned label fills the lot and the material of a production row at 390 px', async ({
  playwright,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const account = await freshCompanyUser(request, 'Scan label');
  const [rye, oat] = await createMaterials(request, account.token, [
    { name: 'Rye flour', material_type: 'ingredient', gtin: '9521234543213' },
    { name: 'Oat flakes', material_type: 'ingredient' },
  ]);
  const stock = await request.post(`/api/inventory/${rye!.id}/adjust`, {
    headers: auth(account.token),
    data: { qty_delta: 20, txn_reason: 'adjustment', lot_code: 'RYE-2611-A', note: null },
  });
  expect(stock.status(), await stock.text()).toBe(200);

  const printed = await request.post('/api/labels', {
    headers: auth(account.token),
    data: { lots: [{ material_id: rye!.id, lot_code: 'RYE-2611-A' }], size: '4x2', app_url: baseURL },
  });
  expect(printed.status()).toBe(200);
  // 4 in at 140 dpi: a 560 x 280 px label in a 640 x 480 camera frame.
  const label = renderPdfPage(new Uint8Array(await printed.body()), 0, 140);
  const video = testInfo.outputPath('label.y4m');
  writeFileSync(video, y4mOfImage(label, { width: 640, height: 480, frames: 5 }));

  const browser = await playwright.chromium.launch({
    executablePath: chromiumPath,
    args: [
      ...chromiumArgs,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      permissions: ['camera'],
    });
    const page = await context.newPage();
    await signInWithToken(page, request, account);
    await page.goto('/production');
    await page.getByRole('button', { name: 'Manual Entry' }).click();
    await expect(page).toHaveURL(/\/production\/manual\/\d+$/);

    await page.getByRole('button', { name: 'Scan a label, row 1' }).click();
    await expect(page.getByRole('dialog', { name: 'Scan a lot label' })).toBeVisible();
    await expect(page.getByLabel('Lot Code, row 1', { exact: true })).toHaveValue('RYE-2611-A', {
      timeout: 30_000,
    });
    await expect(page.getByRole('dialog', { name: 'Scan a lot label' })).toBeHidden();
    // The Digital Link's GTIN named the material: the empty row took it, and its unit.
    await expect(page.getByRole('combobox', { name: 'Material, row 1' })).toHaveValue('Rye flour');
    await expect(page.getByLabel('Unit, row 1')).toHaveValue('kg');

    // A row of another material: the lot is filled, and the screen says whose lot it is.
    await page.getByRole('button', { name: '+ Add Row' }).click();
    const material2 = page.getByRole('combobox', { name: 'Material, row 2' });
    await material2.click();
    await material2.fill('Oat');
    await page.getByRole('option', { name: /Oat flakes/ }).click();
    await page.getByRole('button', { name: 'Scan a label, row 2' }).click();
    await expect(page.getByLabel('Lot Code, row 2', { exact: true })).toHaveValue('RYE-2611-A', {
      timeout: 30_000,
    });
    await expect(page.getByText('Lot RYE-2611-A belongs to Rye flour, not Oat flakes')).toBeVisible();
    await expect(material2).toHaveValue(oat!.name);
    await context.close();
  } finally {
    await browser.close();
  }
});
