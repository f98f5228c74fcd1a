import { DB_CALLS_HEADER, parseDbCalls } from '@bp/functions/lib/db-calls.ts';
import type { Material } from '@bp/shared/contracts/materials.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSupplier, kindClient } from '../submissions/support.ts';
import {
  adjust,
  adjustRaw,
  createMaterial,
  expectPagesCoverHistory,
  freshCompany,
  history,
  lots,
  stockOf,
} from './support.ts';

/**
 * Postings racing on one material's ledger (issue 23): adjustments, goods receipts and
 * production runs sent at once, with Idempotency-Keys sent twice at once. Each posts exactly
 * once, every page of the material's history is exact (no number twice, none missing but the
 * pending ones a key sent twice may leave), balances equal the sum of the entries; and no
 * posting races another for its numbers: each reserves them (one UpdateItem a material) and
 * writes once, no count refused, no read again.
 */

let token: string;
let flour: Material;
let bread: Material;
let supplier: { id: number };
beforeAll(async () => {
  ({ token } = await freshCompany());
  [flour, bread, supplier] = await Promise.all([
    createMaterial(token),
    createMaterial(token, { material_type: 'finished_goods' }),
    createSupplier(token),
  ]);
  // The lot exists before the race: the adjustments' only transactions are their postings.
  await adjust(token, flour.id, 1, 'HOT');
});

const milli = (n: number) => Math.round(n * 1000);

describe('postings racing on one material', () => {
  it('post once each, numbered without gaps or repeats, the balances the sum of the entries', async () => {
    const gr = kindClient(token, '/api/goods-receipts', 'goodsReceipt');
    const prod = kindClient(token, '/api/production', 'production');
    const receipts = await Promise.all(Array.from({ length: 5 }, () => gr.manualNew()));
    const runs = await Promise.all(Array.from({ length: 3 }, () => prod.manualNew()));
    const adjustments = Array.from({ length: 16 }, (_, i) => ({
      key: `race-${i}`,
      qty: i % 2 ? 0.1 : -0.2,
      twice: i < 4,
    }));
    const receiptRows = (i: number) => [
      { supplier_id: supplier.id, material_id: flour.id, lot_code: 'HOT', quantity: 10 + i, unit: 'kg' },
      { supplier_id: supplier.id, material_id: flour.id, lot_code: `NEW-${i}`, quantity: 5, unit: 'kg' },
    ];
    const sendAdjust = (a: (typeof adjustments)[number]) =>
      adjustRaw(token, flour.id, { qty_delta: a.qty, lot_code: 'HOT', note: a.key }, a.key);
    const answers = await Promise.all([
      ...adjustments.flatMap((a) => (a.twice ? [sendAdjust(a), sendAdjust(a)] : [sendAdjust(a)])),
      ...receipts.map((id, i) =>
        gr.submit({ submission_id: id, receipt_date: '2026-11-20', rows: receiptRows(i) }),
      ),
      ...runs.map((id, i) =>
        prod.submit({
          submission_id: id,
          date: '2026-11-21',
          product_id: bread.id,
          outgoing_lot: `B-${i}`,
          quantity_produced: 3,
          quantity_unit: 'kg',
          materials: [{ material_id: flour.id, material_lot: 'HOT', unit: 'kg', amt_used: 1 + i }],
        }),
      ),
    ]);
    for (const res of answers) expect(res.status, res.text).toBe(200);
    const spent = answers.map((res) => parseDbCalls(res.headers.get(DB_CALLS_HEADER) ?? ''));
    if (process.env.DB_CALLS_PRINT === '1') {
      const sum = (f: (c: (typeof spent)[number]) => number) => spent.reduce((n, c) => n + f(c), 0);
      console.log(
        `${answers.length} answers: calls ${sum((c) => c.total)}, serial waits ${sum((c) => c.serial)},`,
        `count refusals ${sum((c) => c.refused)}, conflicts ${sum((c) => c.conflicts)}`,
      );
    }

    const entries = 1 + adjustments.length + receipts.length * 2 + runs.length;
    expect(await expectPagesCoverHistory(token, flour.id, 7)).toHaveLength(entries);
    const { items } = await history(token, flour.id, { page: 1, page_size: 100 });
    // Each key posted once, however often it was sent; each submission its own rows once.
    for (const a of adjustments) expect(items.filter((t) => t.note === a.key)).toHaveLength(1);
    for (const id of [...receipts, ...runs]) {
      const posted = items.filter((t) => t.submission?.submission_id === id);
      expect(posted).toHaveLength(receipts.includes(id) ? 2 : 1);
    }
    const hot =
      milli(1) +
      adjustments.reduce((sum, a) => sum + milli(a.qty), 0) +
      receipts.reduce((sum, _id, i) => sum + milli(10 + i), 0) -
      runs.reduce((sum, _id, i) => sum + milli(1 + i), 0);
    const total = hot + milli(5) * receipts.length;
    expect(milli(await stockOf(token, flour))).toBe(total);
    expect(milli(items.reduce((sum, t) => sum + t.qty_delta, 0))).toBe(total);
    const hotLot = (await lots(token, flour.id)).items.find((l) => l.lot_code === 'HOT');
    expect(milli(hotLot?.quantity ?? NaN)).toBe(hot);

    // The adjustments sent once: one reservation, one transaction, each sent again only after a
    // race (a reservation refused while another posting's transaction holds the stock item, as AWS
    // refuses it; a transaction cancelled by another): no posting lost a race for its numbers, no
    // write refused. (A reservation the SDK sent again after a timeout is refused and answered
    // from the item: a refused call, but no second transaction.)
    const sentTwice = adjustments.filter((a) => a.twice).length * 2;
    const once = spent.slice(sentTwice, adjustments.length + sentTwice / 2);
    for (const c of once) {
      const reservations = c.byCommand.UpdateItem ?? 0;
      const transactions = c.byCommand.TransactWriteItems ?? 0;
      expect(reservations >= 1 && transactions >= 1, JSON.stringify(c)).toBe(true);
      expect(reservations + transactions, JSON.stringify(c)).toBe(2 + c.conflicts);
      expect(c.refused, JSON.stringify(c)).toBe(0);
    }
  });
});
