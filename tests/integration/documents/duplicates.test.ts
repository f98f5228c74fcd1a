import { createHash } from 'node:crypto';
import { duplicateAnswer } from '@bp/shared/contracts/submissions/duplicates.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiResponse } from '../support/api.ts';
import {
  createMaterial,
  createSupplier,
  expectRoute,
  freshCompany,
  kindClient,
  stockOf,
} from '../submissions/support.ts';
import { requestUploadUrl } from '../submissions/upload-support.ts';

/**
 * Issue 20: the same document twice. An upload of a file already uploaded, and a submit that
 * would post what an earlier submission posted, are answered 409 naming the earlier one and
 * change nothing, unless the request confirms.
 */
const BASE = '/api/goods-receipts';
let token: string;
let gr: ReturnType<typeof kindClient>;

beforeAll(async () => {
  ({ token } = await freshCompany());
  gr = kindClient(token, BASE, 'goodsReceipt');
});

const expectDuplicate = (res: ApiResponse<unknown>, reason: string, earlier: number) => {
  expect(res.status, res.text).toBe(409);
  const body = duplicateAnswer.parse(res.body);
  expect(body).toMatchObject({ reason, duplicate_of: { id: earlier } });
  expect(body.message).toContain(String(earlier));
  return body;
};

describe('the same file uploaded twice', () => {
  const bytes = Buffer.from(`a photo of a receiving log ${Date.now()}`);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const body = { filename: 'log.jpg', content_type: 'image/jpeg', size: bytes.length, sha256 };

  it('is refused with the earlier submission, nothing created, unless confirmed', async () => {
    const first = expectRoute<{ submission_id: number }>(
      'goodsReceiptUploadUrl',
      await requestUploadUrl(token, BASE, body),
    );
    const before = (await gr.list({})).body.total;

    const again = expectDuplicate(
      await requestUploadUrl(token, BASE, { ...body, sha256: sha256.toUpperCase() }),
      'same_file',
      first.submission_id,
    );
    expect(again.duplicate_of).toMatchObject({ submission_status: 'pending', filename: 'log.jpg' });
    expect((await gr.list({})).body.total).toBe(before);

    const confirmed = expectRoute<{ submission_id: number }>(
      'goodsReceiptUploadUrl',
      await requestUploadUrl(token, BASE, { ...body, confirm: true }),
    );
    expect(confirmed.submission_id).not.toBe(first.submission_id);
    expect((await gr.list({})).body.total).toBe(before + 1);
  });

  it('does not count an archived upload, another file, or another company', async () => {
    const other = Buffer.from(`another photo ${Date.now()}`);
    const hash = createHash('sha256').update(other).digest('hex');
    const own = { filename: 'b.jpg', content_type: 'image/jpeg', size: other.length, sha256: hash };
    const first = expectRoute<{ submission_id: number }>(
      'goodsReceiptUploadUrl',
      await requestUploadUrl(token, BASE, own),
    );
    expect((await gr.archive(first.submission_id, true)).status).toBe(200);
    expectRoute('goodsReceiptUploadUrl', await requestUploadUrl(token, BASE, own));

    const { token: stranger } = await freshCompany();
    expectRoute('goodsReceiptUploadUrl', await requestUploadUrl(stranger, BASE, own));
  });

  it('refuses a malformed hash or confirm flag with 400', async () => {
    const bad = await requestUploadUrl(token, BASE, { ...body, sha256: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/sha256/);
    expect((await requestUploadUrl(token, BASE, { ...body, confirm: 'yes' })).status).toBe(400);
  });
});

describe('the same receipt submitted twice', () => {
  it('is refused naming the earlier submission, nothing posted, unless confirmed', async () => {
    const flour = await createMaterial(token, { traceable: true, unit_of_measure: 'kg' });
    const supplier = await createSupplier(token);
    const row = {
      supplier_id: supplier.id,
      material_id: flour.id,
      lot_code: 'VM-2291',
      quantity: 25,
      unit: 'kg',
    };
    const submit = async (rows: unknown[], extra: Record<string, unknown> = {}) => {
      const id = await gr.manualNew();
      return { id, res: await gr.submit({ submission_id: id, receipt_date: '2026-11-20', rows, ...extra }) };
    };

    const first = await submit([row]);
    expectRoute('goodsReceiptSubmit', first.res);
    expect(await stockOf(token, flour.id)).toBe(25);

    // The same delivery again, the lot spelt in lower case and the weight in grams.
    const again = await submit([{ ...row, lot_code: 'vm-2291', quantity: 25000, unit: 'g' }]);
    expectDuplicate(again.res, 'same_content', first.id);
    expect(await stockOf(token, flour.id)).toBe(25);
    expect((await gr.get(again.id)).body.submission_status).toBe('created');

    // Confirmed: posted; it is the caller's word that this is a second delivery.
    expectRoute(
      'goodsReceiptSubmit',
      await gr.submit({
        submission_id: again.id,
        receipt_date: '2026-11-20',
        rows: [row],
        confirm_duplicate: true,
      }),
    );
    expect(await stockOf(token, flour.id)).toBe(50);

    // Another quantity or another date is another document.
    expectRoute('goodsReceiptSubmit', (await submit([{ ...row, quantity: 24 }])).res);
    expectRoute('goodsReceiptSubmit', (await submit([row], { receipt_date: '2026-11-21' })).res);
    expect(await stockOf(token, flour.id)).toBe(99);
  });
});
