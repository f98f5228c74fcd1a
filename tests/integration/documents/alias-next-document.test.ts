import { describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { createMaterial, freshCompany } from '../master-data/support.ts';
import { expectRoute, kindClient } from '../submissions/support.ts';
import { multipart, receivingLogPhoto, settled } from '../submissions/upload-support.ts';

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
 */
describe('a fixed name is recognised on the next document', () => {
  it('upload, fix an unrecognised material, upload the same paperwork again', async () => {
    const { token } = await freshCompany();
    const gr = kindClient(token, BASE, 'goodsReceipt');
    const photo = await receivingLogPhoto(2);
    let firstId: number | null = null;
    const upload = async () => {
      const body = () => multipart('log.jpg', photo, 'image/jpeg');
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
