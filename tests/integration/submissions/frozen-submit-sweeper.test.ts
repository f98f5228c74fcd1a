import { beforeAll, describe, expect, it } from 'vitest';
import { goodsReceipts } from './frozen-goods-receipt.ts';
import { productionRuns } from './frozen-production.ts';
import { crashAndPoke, type FrozenCompany, frozenCompany, statusOf } from './frozen-submit-support.ts';

/*
 * A submit that crashed after its freezing write and is never retried (docs/submissions.md,
 * Submit): the submit sweeper finishes the frozen snapshot, once, and leaves a recent one alone
 * under the deployed grace period. Its handler runs here when the test means it to (the cloud's
 * timer is off in tests).
 */

let company: FrozenCompany;
beforeAll(async () => {
  company = await frozenCompany();
});

describe('a crash, no retry: the sweeper finishes it', () => {
  it('a 40-row goods receipt', async () => {
    const receipts = goodsReceipts(company);
    const { material, id, rows, body } = await receipts.fresh('SWEPT');
    const status = await crashAndPoke(
      company,
      receipts.submission(id),
      body,
      // The first chunk of three (the freeze with the rows, 4 lots and the header come first).
      { nth: 7, after: true },
      {
        receipt_date: '2026-07-01',
      },
    );
    expect(status).toBe('submitting');
    // A sweep with the deployed grace period leaves a submit this recent alone.
    expect((await company.sweep(3600)).finished).toBe(0);
    expect(await statusOf(receipts.gr(), 'goodsReceipt', id)).toBe('submitting');
    const swept = await company.sweep(0);
    expect(swept.failed).toBe(0);
    expect(swept.finished).toBeGreaterThanOrEqual(1);
    await receipts.agrees(id, material.id, rows);
    expect((await company.sweep(0)).seen).toBe(0);
  });

  it('a 30-input production run', async () => {
    const runs = productionRuns(company);
    await runs.stockInputs();
    const { product, id, body } = await runs.fresh('SWEPT');
    const status = await crashAndPoke(
      company,
      runs.submission(id),
      body,
      // The first chunk of two (the freeze with the rows, the output lot and the header first).
      { nth: 4, after: true },
      {
        production_date: '2026-07-01',
      },
    );
    expect(status).toBe('submitting');
    const swept = await company.sweep(0);
    expect(swept).toMatchObject({ failed: 0 });
    expect(swept.finished).toBeGreaterThanOrEqual(1);
    await runs.agrees(id, product.id, 'OUT-SWEPT', body.materials);
  });
});
