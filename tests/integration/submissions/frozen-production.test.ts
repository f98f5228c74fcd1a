import { beforeAll, describe, expect, it } from 'vitest';
import { productionRuns } from './frozen-production.ts';
import { ALREADY, crashAndPoke, type FrozenCompany, frozenCompany } from './frozen-submit-support.ts';
import { expectMessage, expectRoute } from './support.ts';

/*
 * A submit is one state transition (docs/submissions.md, Submit): a fault at every transaction
 * boundary of a 30-input production run (before DynamoDB applied the call, and after it applied
 * it with the answer lost), then edits (refused while frozen) and a retry from another user of
 * the company with other inputs: the ledger, the balances, the lots, the trace links and the
 * stored rows all say what the first (frozen) submit said, once. A probe (a fault that never
 * fires) counts the TransactWriteItems calls of a clean submit of the same shape.
 */

let company: FrozenCompany;
let runs: ReturnType<typeof productionRuns>;
let boundaries = 0;

beforeAll(async () => {
  company = await frozenCompany();
  runs = productionRuns(company);
  await runs.stockInputs();
  const probe = await runs.fresh('PROBE');
  await company.armFault({ nth: 1_000_000 });
  expectRoute('productionSubmit', await runs.prod().submit(probe.body));
  boundaries = await company.disarm();
  await runs.agrees(probe.id, probe.product.id, 'OUT-PROBE', probe.body.materials);
});

describe('a 30-input production run: a fault at every transaction boundary', () => {
  it('counts its transactions: the freeze with the rows, the output lot, the posting header and 2 chunks', () => {
    expect(boundaries).toBe(5);
  });

  it.each(
    Array.from({ length: 5 }, (_, i) => i + 1).flatMap((nth) => [
      [nth, false],
      [nth, true],
    ]),
  )(
    'transaction %i fails (applied: %s); edits refused; another client retries with other inputs',
    async (nth, after) => {
      const tag = `P${nth}${after ? 'a' : 'b'}`;
      const { product, id, body } = await runs.fresh(tag);
      const status = await crashAndPoke(
        company,
        runs.submission(id),
        body,
        { nth, after },
        {
          production_date: '2026-07-01',
        },
      );
      const theirs = runs
        .materialsFor()
        .slice(0, 2)
        .map((m) => ({ ...m, amt_used: 99 }));
      const retry = await runs
        .prodOther()
        .submit({ ...body, outgoing_lot: `OTHER-${tag}`, materials: theirs });
      if (status === 'created') {
        expect(nth === 1 && !after).toBe(true);
        expectRoute('productionSubmit', retry);
        return runs.agrees(id, product.id, `OTHER-${tag}`, theirs);
      }
      if (status === 'verified') {
        expect(nth === boundaries && after).toBe(true);
        expectMessage(retry, 409, ALREADY('production'));
      } else {
        expect(expectRoute('productionSubmit', retry)).toMatchObject({ submission_id: id, transactions: 31 });
      }
      await runs.agrees(id, product.id, `OUT-${tag}`, body.materials);
    },
  );
});
