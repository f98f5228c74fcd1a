import { beforeAll, expect, it } from 'vitest';
import { goodsReceipts } from './frozen-goods-receipt.ts';
import { frozenCompany } from './frozen-submit-support.ts';

/*
 * Two clients of one company submit the same goods receipt with different rows at once
 * (docs/submissions.md, Submit): one snapshot wins and is posted once; the stored rows are the
 * posted rows; the loser is told so (409) or gets the winner's answer.
 */

let receipts: ReturnType<typeof goodsReceipts>;
beforeAll(async () => {
  receipts = goodsReceipts(await frozenCompany());
});

it('two clients submit different rows at once: one snapshot wins, the stored rows are the posted rows', async () => {
  const { material, id, rows, body } = await receipts.fresh('RACE');
  const theirs = receipts.otherRows(material.id);
  const answers = await Promise.all([
    receipts.gr().submit(body),
    receipts.grOther().submit({ submission_id: id, receipt_date: '2026-06-02', rows: theirs }),
  ]);
  for (const a of answers) expect([200, 409]).toContain(a.status);
  const won = answers.filter((a) => a.status === 200);
  expect(won.length).toBeGreaterThanOrEqual(1);
  for (const a of won) expect(a.body).toEqual(won[0]?.body);
  const first = (won[0]?.body as { transactions: number }).transactions === 40;
  await receipts.agrees(id, material.id, first ? rows : theirs, first ? '2026-06-01' : '2026-06-02');
});
