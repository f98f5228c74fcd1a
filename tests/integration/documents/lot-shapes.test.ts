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
import { multipart, settled } from '../submissions/upload-support.ts';

/**
 * Issue 20 items 2 and 3: a column is told for the lot column by codes shaped like the
 * company's own. Extraction compares cells with the company's lot codes, but the pipeline had
 * never given it any, so two columns of codes were told apart by position alone and
 * the first (the pallet marks here) was taken for the lot.
 */
const BASE = '/api/goods-receipts';

describe("the Extract step and the company's lot codes", () => {
  it('takes the column of codes shaped like the ones it holds for the lot', async () => {
    const { token } = await freshCompany();
    const flour = await createMaterial(token, { name: 'Wheat Flour', unit_of_measure: 'kg' });
    const sugar = await createMaterial(token, { name: 'Cane Sugar', unit_of_measure: 'kg' });
    const supplier = await createSupplier(token, { name: 'Valley Mills' });
    const gr = kindClient(token, BASE, 'goodsReceipt');
    // Lots the company already holds: every one it writes is `RM-` and a digit group.
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

    // A receiving log whose two code columns are headed in words no vocabulary names a lot by:
    // pallet marks first, then the company's own lot codes.
    const columns = [50, 200, 290, 380, 470];
    const pdf = textPagePdf([
      [50, 800, 'Receiving Log'],
      [50, 780, `Supplier: ${supplier.name}`],
      [330, 780, 'Date received: 11/20/2026'],
      ...(['Material', 'Mark', 'Control', 'Quantity', 'Unit'] as const).map(
        (h, i) => [columns[i]!, 750, h] as const,
      ),
      ...[
        [flour.name, 'PT-8812', 'RM-24355', '40', 'kg'],
        [sugar.name, 'PT-8813', 'RM-24356', '25', 'kg'],
      ].flatMap((cells, r) => cells.map((c, i) => [columns[i]!, 732 - r * 17, c] as const)),
    ]);
    const res = await api<{ submission_id: number }>('POST', `${BASE}/upload-document`, {
      token,
      body: multipart('log.pdf', pdf, 'application/pdf'),
    });
    const { submission_id: id } = expectRoute<{ submission_id: number }>('goodsReceiptUploadDocument', res);
    expect((await settled(token, BASE, id)).submission_status).toBe('transcribed');
    const rows = (await gr.rows(id)).body;
    expect(rows.map((r) => r.lot_code)).toEqual(['RM-24355', 'RM-24356']);
  });
});
