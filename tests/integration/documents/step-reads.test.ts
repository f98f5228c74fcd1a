import { describe, expect, it } from 'vitest';
import { textPagePdf } from '../../support/text-pdf.ts';
import { api } from '../support/api.ts';
import {
  createMaterial,
  createSupplier,
  expectRoute,
  freshCompany,
  kindClient,
} from '../submissions/support.ts';
import { armDynamoFault, disarmDynamoFaults, multipart, settled } from '../submissions/upload-support.ts';

/**
 * The pipeline's reads around the recogniser (docs/documents.md, "Upload to rows, third pass"):
 * Extract reads the lots in stock beside the layout, with the codes only; SaveRows reads the
 * names the draft gives in one BatchGet beside its claim. A throttled read there fails the step,
 * which the state machine tries again, and the rows come out as on a quiet day.
 */
const BASE = '/api/goods-receipts';

const receivingLog = (supplier: string, rows: string[][]) => {
  const columns = [50, 200, 290, 380];
  return textPagePdf([
    [50, 800, 'Receiving Log'],
    [50, 780, `Supplier: ${supplier}`],
    [330, 780, 'Date received: 11/20/2026'],
    ...(['Material', 'Lot', 'Quantity', 'Unit'] as const).map((h, i) => [columns[i]!, 750, h] as const),
    ...rows.flatMap((cells, r) => cells.map((c, i) => [columns[i]!, 732 - r * 17, c] as const)),
  ]);
};

const upload = async (token: string, pdf: Uint8Array) => {
  const res = await api<{ submission_id: number }>('POST', `${BASE}/upload-document`, {
    token,
    body: multipart('log.pdf', pdf, 'application/pdf'),
  });
  return expectRoute<{ submission_id: number }>('goodsReceiptUploadDocument', res).submission_id;
};

/** A company holding one lot of each of two materials, from one supplier. */
const stockedCompany = async () => {
  const { token, companyId } = await freshCompany();
  const flour = await createMaterial(token, { name: 'Wheat Flour', unit_of_measure: 'kg' });
  const sugar = await createMaterial(token, { name: 'Cane Sugar', unit_of_measure: 'kg' });
  const supplier = await createSupplier(token, { name: 'Valley Mills' });
  const gr = kindClient(token, BASE, 'goodsReceipt');
  const earlier = await gr.manualNew();
  expectRoute(
    'goodsReceiptSubmit',
    await gr.submit({
      submission_id: earlier,
      receipt_date: '2026-11-02',
      rows: [
        { supplier_id: supplier.id, material_id: flour.id, lot_code: 'RM-24101', quantity: 10, unit: 'kg' },
        { supplier_id: supplier.id, material_id: sugar.id, lot_code: 'RM-24102', quantity: 10, unit: 'kg' },
      ],
    }),
  );
  return { token, companyId, flour, sugar, supplier, gr };
};

describe('the pipeline reads around the recogniser', () => {
  it('saves the rows, names as read, for a company with no materials, suppliers or lots', async () => {
    const { token } = await freshCompany();
    const id = await upload(
      token,
      receivingLog('Valley Mills', [
        ['Wheat Flour', 'RM-24355', '40', 'kg'],
        ['Cane Sugar', 'RM-24356', '25', 'kg'],
      ]),
    );
    const done = await settled(token, BASE, id);
    expect(done.submission_status).toBe('transcribed');
    const rows = (await kindClient(token, BASE, 'goodsReceipt').rows(id)).body;
    expect(rows.map((r) => [r.material_name, r.material_id, r.lot_code])).toEqual([
      ['Wheat Flour', null, 'RM-24355'],
      ['Cane Sugar', null, 'RM-24356'],
    ]);
  });

  it('tries Extract again when a query of the lots in stock is throttled', async () => {
    const { token, companyId, flour, sugar, gr } = await stockedCompany();
    const lots = `C#${companyId}#LOT#`;
    // A probe counts the lot queries; the fault behind it refuses the first one as AWS refuses
    // a throttled read (Extract reads the lots before Match does).
    await armDynamoFault({ command: 'Query', contains: lots, nth: 1_000 });
    await armDynamoFault({
      command: 'Query',
      contains: lots,
      nth: 1,
      error: 'ProvisionedThroughputExceededException',
    });
    const id = await upload(
      token,
      receivingLog('Valley Mills', [
        [flour.name, 'RM-24355', '40', 'kg'],
        [sugar.name, 'RM-24356', '25', 'kg'],
      ]),
    );
    expect((await settled(token, BASE, id)).submission_status).toBe('transcribed');
    expect(await disarmDynamoFaults(lots)).toBeGreaterThan(0);
    const rows = (await gr.rows(id)).body;
    expect(rows.map((r) => [r.material_id, r.lot_code, r.quantity])).toEqual([
      [flour.id, 'RM-24355', 40],
      [sugar.id, 'RM-24356', 25],
    ]);
  });

  it('tries SaveRows again when its one read of the names is throttled, and saves each row once', async () => {
    const { token, companyId, flour, sugar, supplier, gr } = await stockedCompany();
    const tenant = `C#${companyId}#`;
    await armDynamoFault({ command: 'BatchGet', contains: tenant, nth: 1_000 });
    await armDynamoFault({
      command: 'BatchGet',
      contains: tenant,
      nth: 1,
      error: 'ProvisionedThroughputExceededException',
    });
    const id = await upload(
      token,
      receivingLog(supplier.name, [
        [flour.name, 'RM-24355', '40', 'kg'],
        [sugar.name, 'RM-24356', '25', 'kg'],
      ]),
    );
    const done = await settled(token, BASE, id);
    expect(await disarmDynamoFaults(tenant)).toBeGreaterThan(0);
    expect(done.submission_status).toBe('transcribed');
    const rows = (await gr.rows(id)).body;
    expect(rows.map((r) => [r.row_index, r.material_id, r.material_name, r.lot_code])).toEqual([
      [1, flour.id, flour.name, 'RM-24355'],
      [2, sugar.id, sugar.name, 'RM-24356'],
    ]);
  });
});
