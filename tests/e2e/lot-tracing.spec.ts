import { readFile } from 'node:fs/promises';
import { FSMA_COLUMNS } from '@bp/shared/contracts/trace.ts';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { freshCompanyUser } from './support/fresh-company.ts';
import {
  pageOverflow,
  seriousAxeViolations,
  sidewaysScrollers,
  waitForScreen,
} from './support/screen-checks.ts';
import { signInWithToken } from './support/session.ts';
import { buildTraceScenario } from './support/trace-scenario.ts';

/**
 * /lot-tracing in Chromium (spec 001 sections 2, 4, 5; issue 13): an empty code makes no call,
 * an ambiguous code is resolved by picking the material, the result shows who to call, what
 * to hold and whom the inputs came from, the printed report keeps only the report, and the
 * FSMA 204 spreadsheet downloads with the trace's events.
 */

const LABELS = FSMA_COLUMNS.map(([, label]) => label);
const column = (row: string[], key: (typeof FSMA_COLUMNS)[number][0]) =>
  row[FSMA_COLUMNS.findIndex(([k]) => k === key)] ?? '';

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

const traceCalls = (page: Page): string[] => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/trace-lot') && r.method() === 'POST') calls.push(r.postData() ?? '');
  });
  return calls;
};

test('trace a shared lot code, resolve it, print the report, download the spreadsheet', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await freshCompanyUser(request, 'Lot tracing');
  const plant = await buildTraceScenario(request, account.token);
  await signInWithToken(page, request, account);
  const calls = traceCalls(page);

  // An empty code is refused on the screen, with no call.
  await page.goto('/lot-tracing');
  await expect(page.getByRole('heading', { name: 'Lot Tracing' })).toBeVisible();
  await page.getByLabel('Lot code', { exact: true }).fill('   ');
  await page.getByRole('button', { name: 'Trace', exact: true }).click();
  await expect(page.getByText('Lot code is required')).toBeVisible();
  expect(calls).toEqual([]);

  // LOT-7 is a flour lot and a salt lot: the user picks the flour and the trace continues.
  await page.getByLabel('Lot code', { exact: true }).fill(' LOT-7 ');
  await page.getByRole('button', { name: 'Trace', exact: true }).click();
  await expect(page.getByText('Several materials have a lot with code LOT-7')).toBeVisible();
  const choices = page.getByRole('list', { name: 'Materials with this lot code' });
  await expect(choices).toContainText('Wholemeal flour');
  await expect(choices).toContainText('Sea salt');
  await page.getByRole('button', { name: 'Trace Wholemeal flour' }).click();
  await expect(page).toHaveURL(new RegExp(`lot_code=LOT-7&material_id=${plant.flour.id}$`));

  // The result a recall acts on.
  await expect(page.getByText('Wholemeal flour · lot LOT-7')).toBeVisible();
  // One call for the code, one for the chosen material (asserted once the answer is shown).
  expect(calls.map((c) => JSON.parse(c) as unknown)).toEqual([
    { lot_code: 'LOT-7' },
    { lot_code: 'LOT-7', material_id: plant.flour.id },
  ]);
  await expect(page.getByTestId('report-stamp')).toContainText('by E2E Lot tracing');
  const call = section(page, 'Who to call');
  await expect(call).toContainText('Harbour Deli');
  await expect(call).toContainText('Carl Corner');
  await expect(call).toContainText('555-0202');
  await expect(call).toContainText('Farmhouse loaf, lot BR-9: 50 kg on 2026-04-03');
  const hold = section(page, 'What to hold');
  await expect(hold.getByRole('row', { name: /Wholemeal flour/ })).toContainText('40 kg');
  await expect(hold.getByRole('row', { name: /Farmhouse loaf/ })).toContainText('30 kg');
  await expect(section(page, 'What came from whom')).toContainText('Valley Mill');
  await expect(section(page, 'What came from whom')).toContainText('Mia Miller · 555-0101');
  const status = section(page, 'Current status');
  await expect(status).toContainText('Total received100 kg');
  await expect(status).toContainText('Total used in production60 kg');
  await expect(section(page, 'Receipts').getByRole('row', { name: /Valley Mill/ })).toContainText('PO-77');
  const usage = section(page, 'Usage in production').getByRole('row', { name: /Farmhouse loaf/ });
  await expect(usage).toContainText('BR-9');
  await expect(usage).toContainText('Harbour Deli, 2026-04-03: 50 kg');
  await expect(section(page, 'Mass balance')).toContainText('Accounted for100%');

  // The whole graph as a tree: open at the first level, collapsible.
  const forward = page.getByRole('list', { name: 'Forward trace' });
  await expect(forward).toContainText('Farmhouse loaf, lot BR-9');
  await expect(forward).toContainText('shipped to Harbour Deli');
  await forward.getByRole('button', { name: /Collapse Wholemeal flour, lot LOT-7/ }).click();
  await expect(forward).not.toContainText('Farmhouse loaf');
  await forward.getByRole('button', { name: /Expand Wholemeal flour, lot LOT-7/ }).click();
  await expect(forward).toContainText('Farmhouse loaf, lot BR-9');
  await expect(page.getByRole('list', { name: 'Backward trace' })).toHaveCount(0);
  await expect(section(page, 'Where it came from')).toContainText('made from no other lot');

  // The printable report: Print report prints; on paper only the report is left.
  await page.evaluate(() => {
    const w = globalThis as unknown as { print: () => void; printed?: boolean };
    w.print = () => {
      w.printed = true;
    };
  });
  await page.getByRole('button', { name: 'Print report' }).click();
  expect(await page.evaluate(() => (globalThis as unknown as { printed?: boolean }).printed)).toBe(true);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByText('Recall report: lot LOT-7')).toBeVisible();
  await expect(page.getByTestId('report-stamp')).toBeVisible();
  await expect(section(page, 'Who to call')).toBeVisible();
  await expect(section(page, 'What to hold')).toBeVisible();
  await expect(section(page, 'What came from whom')).toBeVisible();
  await expect(page.getByLabel('Lot code', { exact: true })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print report' })).toBeHidden();
  await expect(page.getByTestId('sidebar')).toBeHidden();
  await expect(section(page, 'Where it went')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByText('Recall report: lot LOT-7')).toBeHidden();

  // The FSMA 204 spreadsheet of the traced flour lot's whole graph.
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'FSMA 204 spreadsheet (CSV)' }).click();
  const csvFile = await csvDownload;
  expect(csvFile.suggestedFilename()).toMatch(/^fsma204-lot-LOT-7-\d{4}-\d{2}-\d{2}\.csv$/);
  const csvText = await readFile(await csvFile.path(), 'utf8');
  const [header, ...rows] = Papa.parse<string[]>(csvText.replace(/^\uFEFF/, ''), {
    skipEmptyLines: true,
  }).data;
  expect(header).toEqual(LABELS);
  const receiving = rows.filter((r) => column(r, 'event_type') === 'Receiving');
  expect(receiving).toHaveLength(1);
  expect(column(receiving[0] ?? [], 'traceability_lot_code')).toBe('LOT-7');
  expect(column(receiving[0] ?? [], 'product_description')).toBe('Wholemeal flour');
  expect(column(receiving[0] ?? [], 'quantity')).toBe('100');
  expect(column(receiving[0] ?? [], 'other_party')).toBe('Valley Mill');
  expect(column(receiving[0] ?? [], 'reference_document_number')).toContain('PO-77');
  expect(rows.some((r) => column(r, 'event_type') === 'Transformation')).toBe(true);
  const shipping = rows.filter((r) => column(r, 'event_type') === 'Shipping');
  expect(
    shipping.map((r) => [
      column(r, 'traceability_lot_code'),
      column(r, 'quantity'),
      column(r, 'other_party'),
    ]),
  ).toEqual([['BR-9', '50', 'Harbour Deli']]);
  expect(rows.some((r) => r.includes('Sea salt'))).toBe(false);

  const xlsxDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'FSMA 204 spreadsheet (Excel)' }).click();
  const xlsxFile = await xlsxDownload;
  expect(xlsxFile.suggestedFilename()).toMatch(/^fsma204-lot-LOT-7-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await xlsxFile.path());
  const sheet = workbook.worksheets[0];
  expect(sheet?.actualRowCount).toBe(rows.length + 1);
  expect(sheet?.getRow(1).getCell(1).text).toBe(LABELS[0]);

  // A finished good: the spec's status and distribution.
  await page.getByLabel('Lot code', { exact: true }).fill('BR-9');
  await page.getByRole('button', { name: 'Trace', exact: true }).click();
  await expect(page.getByText('Farmhouse loaf · lot BR-9')).toBeVisible();
  const goodStatus = section(page, 'Current status');
  await expect(goodStatus).toContainText('Total produced80 kg');
  await expect(goodStatus).toContainText('Total shipped50 kg');
  await expect(goodStatus).toContainText('In inventory30 kg');
  await expect(section(page, 'Production runs')).toContainText(
    'Wholemeal flour, lot LOT-7: 60 kg (supplier: Valley Mill)',
  );
  await expect(section(page, 'Distribution').getByRole('row', { name: /Harbour Deli/ })).toContainText(
    'carl@deli.test',
  );
  await expect(page.getByRole('list', { name: 'Backward trace' })).toContainText(
    'Wholemeal flour, lot LOT-7',
  );

  // An unknown code: the server's message beside the form.
  await page.getByLabel('Lot code', { exact: true }).fill('NOPE-1');
  await page.getByRole('button', { name: 'Trace', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('No lot with code NOPE-1 was found');
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the ambiguous choice and both kinds of result fit and pass axe', async ({ page, request }) => {
    test.setTimeout(120_000);
    const account = await freshCompanyUser(request, 'Lot tracing phone');
    const plant = await buildTraceScenario(request, account.token);
    await signInWithToken(page, request, account);
    const problems: string[] = [];
    const check = async (url: string, expected: string) => {
      await page.goto(url);
      await waitForScreen(page);
      await expect(page.getByText(expected).first()).toBeVisible();
      const { scrollWidth, clientWidth } = await pageOverflow(page);
      if (scrollWidth > clientWidth)
        problems.push(`${url}: page scrolls sideways (${scrollWidth} > ${clientWidth})`);
      for (const box of await sidewaysScrollers(page)) problems.push(`${url}: ${box} scrolls sideways`);
      for (const violation of await seriousAxeViolations(page)) problems.push(`${url}: ${violation}`);
    };
    await check('/lot-tracing?lot_code=LOT-7', 'Several materials have a lot with code LOT-7');
    await check(`/lot-tracing?lot_code=LOT-7&material_id=${plant.flour.id}`, 'Who to call');
    await check('/lot-tracing?lot_code=BR-9', 'Distribution');
    // Customers are cards on a phone, with their contacts.
    await expect(page.getByRole('list', { name: 'Customers to call' })).toContainText('555-0202');
    expect(problems).toEqual([]);
  });

  test("a supplier's recall finds our lot by their code and traces it", async ({ page, request }) => {
    const account = await freshCompanyUser(request, 'Supplier recall');
    await buildTraceScenario(request, account.token);
    await signInWithToken(page, request, account);
    await page.goto('/lot-tracing');
    const recall = section(page, 'A supplier recalled their lot');

    // Nothing chosen: said on the screen, no call.
    await recall.getByRole('button', { name: 'Find our lots' }).click();
    await expect(recall.getByRole('alert')).toHaveText('Choose the supplier who recalled the lot');

    const picker = recall.getByRole('combobox', { name: 'Supplier' });
    await picker.click();
    await page.getByRole('option', { name: 'Valley Mill' }).click();
    await recall.getByLabel('Their lot code').fill('vm-2604-x');
    await recall.getByRole('button', { name: 'Find our lots' }).click();
    await expect(recall).toContainText('No lot received from Valley Mill under their lot code vm-2604-x');

    // Their code in any case finds our flour lot LOT-7 (not the salt lot of the same code).
    await recall.getByLabel('Their lot code').fill('vm-2604-a');
    await recall.getByRole('button', { name: 'Find our lots' }).click();
    const lots = recall.getByRole('list', { name: 'Our lots from this supplier lot' });
    await expect(lots.getByRole('listitem')).toHaveCount(1);
    await expect(lots).toContainText('Wholemeal flour: lot LOT-7');
    await expect(lots).toContainText('100 kg in, 40 kg on hand');
    const { scrollWidth, clientWidth } = await pageOverflow(page);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);

    await lots.getByRole('button', { name: 'Trace lot LOT-7 of Wholemeal flour' }).click();
    await expect(page).toHaveURL(/lot_code=LOT-7/);
    await expect(page.getByText('Farmhouse loaf').first()).toBeVisible();
  });

  test('a date range exports in the background and downloads when it is ready', async ({ page, request }) => {
    test.setTimeout(90_000);
    const account = await freshCompanyUser(request, 'Range export phone');
    await buildTraceScenario(request, account.token);
    await signInWithToken(page, request, account);
    await page.goto('/lot-tracing');
    const form = page.getByRole('region', { name: 'FSMA 204 export by date' });
    // Dates in the wrong order: the API's message, and no export is started.
    await form.getByLabel('From').fill('2026-04-30');
    await form.getByLabel('To').fill('2026-04-01');
    await form.getByRole('button', { name: 'Export' }).click();
    await expect(form.getByRole('alert')).toHaveText('start_date must not be after end_date');

    await form.getByLabel('From').fill('2026-04-01');
    await form.getByLabel('To').fill('2026-04-30');
    const download = page.waitForEvent('download');
    await form.getByRole('button', { name: 'Export' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('fsma204-2026-04-01-to-2026-04-30.csv');
    const [header, ...rows] = Papa.parse<string[]>(
      (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, ''),
      { skipEmptyLines: true },
    ).data;
    expect(header).toEqual(LABELS);
    expect(rows.map((r) => column(r, 'event_type'))).toEqual([
      'Receiving',
      'Receiving',
      'Transformation',
      'Transformation',
      'Shipping',
    ]);
    await expect(form).toContainText(`Ready: ${rows.length} rows`);
    await expect(form.getByRole('button', { name: /^Download fsma204-/ })).toBeVisible();
    const { scrollWidth, clientWidth } = await pageOverflow(page);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    expect(await sidewaysScrollers(page)).toEqual([]);
  });
});
