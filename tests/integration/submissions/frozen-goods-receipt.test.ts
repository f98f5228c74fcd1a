import { beforeAll, describe, expect, it } from 'vitest';
import { goodsReceipts } from './frozen-goods-receipt.ts';
import { ALREADY, crashAndPoke, type FrozenCompany, frozenCompany } from './frozen-submit-support.ts';
import { expectMessage, expectRoute } from './support.ts';

/*
 * A submit is one state transition (docs/submissions.md, Submit): a fault at every transaction
 * boundary of a 40-row goods receipt (before DynamoDB applied the call, and after it applied it
 * with the answer lost), then edits (refused while frozen) and a retry from another user of the
 * company with other rows: the ledger, the balances, the lots, the trace links and the stored
 * rows all say what the first (frozen) submit said, once. The boundaries are counted, not
 * assumed: a probe (a fault that never fires) counts the TransactWriteItems calls of a clean
 * submit of the same shape.
 */

let company: FrozenCompany;
let receipts: ReturnType<typeof goodsReceipts>;
let boundaries = 0;

beforeAll(async () => {
  company = await frozenCompany();
  receipts = goodsReceipts(company);
  const probe = await receipts.fresh('PROBE');
  await company.armFault({ nth: 1_000_000 });
  expectRoute('goodsReceiptSubmit', await receipts.gr().submit(probe.body));
  boundaries = await company.disarm();
  await receipts.agrees(probe.id, probe.material.id, probe.rows);
});

describe('a 40-row goods receipt: a fault at every transaction boundary', () => {
  it('counts its transactions: the freeze with the rows, 4 lots, the posting header and 3 chunks', () => {
    expect(boundaries).toBe(9);
  });

  it.each(
    Array.from({ length: 9 }, (_, i) => i + 1).flatMap((nth) => [
      [nth, false],
      [nth, true],
    ]),
  )(
    'transaction %i fails (applied: %s); edits refused; another client retries with other rows',
    async (nth, after) => {
      expect(nth).toBeLessThanOrEqual(boundaries);
      const { material, id, rows, body } = await receipts.fresh(`G${nth}${after ? 'a' : 'b'}`);
      const status = await crashAndPoke(
        company,
        receipts.submission(id),
        body,
        { nth, after },
        {
          receipt_date: '2026-07-01',
        },
      );
      const theirs = receipts.otherRows(material.id);
      const retry = await receipts
        .grOther()
        .submit({ submission_id: id, receipt_date: '2026-06-09', rows: theirs });
      if (status === 'created') {
        // Only a fault before the freezing write leaves nothing frozen: the retry is a new submit.
        expect(nth === 1 && !after).toBe(true);
        expect(expectRoute('goodsReceiptSubmit', retry)).toMatchObject({ transactions: 2 });
        return receipts.agrees(id, material.id, theirs, '2026-06-09');
      }
      if (status === 'verified') {
        expect(nth === boundaries && after).toBe(true);
        expectMessage(retry, 409, ALREADY('goods receipt'));
      } else {
        // The frozen snapshot is finished, whatever the retry's body: the first submit's answer.
        expect(expectRoute('goodsReceiptSubmit', retry)).toEqual({
          submission_id: id,
          submission_status: 'verified',
          transactions: 40,
          inconsistent_lots: [],
        });
      }
      await receipts.agrees(id, material.id, rows);
    },
  );
});
