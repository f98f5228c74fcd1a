import { describe, expect, it } from 'vitest';
import { textPagePdf } from '../../support/text-pdf.ts';
import { api } from '../support/api.ts';
import { createMaterial, freshCompany } from '../master-data/support.ts';
import { expectRoute, kindClient } from '../submissions/support.ts';
import { multipart, settled } from '../submissions/upload-support.ts';

const BASE = '/api/goods-receipts';
type Row = {
  id: number;
  material_id: number | null;
  material_name: string | null;
  material_recognised: boolean;
};

/**
 * Issue 12's learning loop through the whole pipeline: a name the company does not know is fixed
 * on review, and the next document with the same spelling comes back matched to that record.
 * The paperwork is a PDF with a text layer, so the loop is tested without the OCR's time (the
 * photo path has its own tests: uploads.test.ts, pipeline-ends.test.ts).
 */
const columns = [50, 250, 380, 470];
const receivingLog = () =>
  textPagePdf([
    [50, 800, 'Receiving Log'],
    [50, 780, 'Supplier: Hillside Dairy'],
    [330, 780, 'Date received: 11/20/2026'],
    ...(['Material', 'Lot Code', 'Quantity', 'Unit'] as const).map((h, i) => [columns[i]!, 750, h] as const),
    ...[
      ['Crm Chse Blk', 'CC-2291', '12', 'kg'],
      ['Btr Unsltd', 'BU-1180', '8', 'kg'],
    ].flatMap((cells, r) => cells.map((c, i) => [columns[i]!, 732 - r * 17, c] as const)),
  ]);
describe('a fixed name is recognised on the next document', () => {
  it('upload, fix an unrecognised material, upload the same paperwork again', async () => {
    const { token } = await freshCompany();
    const gr = kindClient(token, BASE, 'goodsReceipt');
    const pdf = receivingLog();
    let firstId: number | null = null;
    const upload = async () => {
      const body = () => multipart('log.pdf', pdf, 'application/pdf');
      let res = await api<{ submission_id: number }>('POST', `${BASE}/upload-document`, {
        token,
        body: body(),
      });
      if (firstId !== null) {
        // The same bytes again: the earlier upload is named, and the form's confirm proceeds.
        expect(res.status, res.text).toBe(409);
        expect(res.body).toMatchObject({ reason: 'same_file', duplicate_of: { id: firstId } });
        const confirmed = body();
        confirmed.append('confirm', 'true');
        res = await api<{ submission_id: number }>('POST', `${BASE}/upload-document`, {
          token,
          body: confirmed,
        });
      }
      const { submission_id } = expectRoute<{ submission_id: number }>('goodsReceiptUploadDocument', res);
      firstId ??= submission_id;
      expect((await settled(token, BASE, submission_id)).submission_status).toBe('transcribed');
      return expectRoute<Row[]>('goodsReceiptListRows', await gr.rows(submission_id));
    };

    const first = await upload();
    const unknown = first.find((r) => !r.material_recognised && (r.material_name ?? '').length > 2);
    expect(unknown, 'a row whose material the new company does not know').toBeDefined();
    const raw = unknown!.material_name!;
    // A record whose name is nothing like the paperwork's spelling: only the alias can link them.
    const material = await createMaterial(token, { name: 'Zz Alias Target 0001' });
    const fixed = expectRoute<Row>(
      'goodsReceiptPatchRow',
      await gr.patchRow(unknown!.id, { material_id: material.id }),
    );
    expect(fixed).toMatchObject({ material_id: material.id, material_recognised: true });

    const second = await upload();
    const same = second.filter((r) => r.material_id === material.id);
    expect(same.length, `rows read as "${raw}" matched through the learned alias`).toBeGreaterThan(0);
    expect(same.every((r) => r.material_recognised)).toBe(true);
  }, 400_000);
});
