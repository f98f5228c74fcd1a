import { LOW_CONFIDENCE } from '@bp/shared/contracts/submissions/confidence.ts';
import { describe, expect, it } from 'vitest';
import { receivingLogPdf } from '../../support/text-pdf.ts';
import { api } from '../support/api.ts';
import { expectRoute, freshCompany, kindClient } from '../submissions/support.ts';
import { multipart, settled } from '../submissions/upload-support.ts';

/**
 * Issue 20 item 5: review marks a doubtful header value as it does a row's. The header's
 * confidences had been dropped when the rows were saved, so a production's or a shipment's
 * date read by plausibility alone (`12/11/2026` before an upload of late November: 12 November,
 * since 11 December is after it) reached review unmarked.
 */
const BASE = '/api/goods-receipts';

describe("a read document's header confidences", () => {
  it('are answered with the submission, and a value a person sets is no longer doubtful', async () => {
    const { token } = await freshCompany();
    const gr = kindClient(token, BASE, 'goodsReceipt');
    const res = await api<{ submission_id: number }>('POST', `${BASE}/upload-document`, {
      token,
      body: multipart('log.pdf', receivingLogPdf(1, 3), 'application/pdf'),
    });
    const { submission_id: id } = expectRoute<{ submission_id: number }>('goodsReceiptUploadDocument', res);
    const read = await settled(token, BASE, id);
    expect(read.submission_status).toBe('transcribed');
    const date = read.receipt_date as string;
    // Whichever way the clock puts the upload, `12/11/2026` read either way is a choice made by plausibility.
    expect(['2026-11-12', '2026-12-11']).toContain(date);
    const confidence = (read.confidence ?? {}) as Record<string, number>;
    expect(confidence.receipt_date).toBeLessThan(LOW_CONFIDENCE);

    const fixed = expectRoute<Record<string, unknown>>(
      'goodsReceiptPatchHeader',
      await gr.patch(id, { receipt_date: date }),
    );
    expect((fixed.confidence as Record<string, number> | undefined)?.receipt_date).toBeUndefined();
    const again = expectRoute<Record<string, unknown>>('goodsReceiptGet', await gr.get(id));
    expect((again.confidence as Record<string, number> | undefined)?.receipt_date).toBeUndefined();
  });
});
