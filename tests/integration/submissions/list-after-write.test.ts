import { beforeAll, describe, expect, it } from 'vitest';
import { withLaggingReads } from '../support/stale-reads.ts';
import { createMaterial, createSupplier, expectRoute, freshCompany, kindClient } from './support.ts';

/*
 * A tab of a kind's list (Needs Review and Verified without Show archived is every default list)
 * pages from the class index, which AWS answers eventually: right after a create, a submit or an
 * archive, the index may not show the move yet while the counts beside it (a consistent item)
 * already do. With the local cloud's stale reads on, the list must still show each submission in
 * its new tab, and only there, with a total that counts what the page shows.
 */
let token: string;
let gr: ReturnType<typeof kindClient>;
let supplier: { id: number };
let flour: { id: number };
const ids = (body: { items: Record<string, unknown>[] }) => body.items.map((s) => s.id);

beforeAll(async () => {
  ({ token } = await freshCompany());
  gr = kindClient(token, '/api/goods-receipts', 'goodsReceipt');
  [supplier, flour] = await Promise.all([createSupplier(token), createMaterial(token, { traceable: true })]);
  // Counted before the lag: the lists then page from the class index, not the kind's partition.
  await gr.manualNew();
  expect((await gr.list()).body.total).toBe(1);
});

const listed = async (query: Record<string, string | number | boolean> = {}) => {
  const res = await gr.list(query);
  expect(res.status, res.text).toBe(200);
  return res.body;
};

/** A row of `quantity` kg of flour into `lot`, then the submit. */
const submitReceipt = async (id: number, quantity: number, lot: string) => {
  const row = await gr.addRow(id, {
    supplier_id: supplier.id,
    material_id: flour.id,
    quantity,
    unit: 'kg',
    lot_code: lot,
    receipt_date: '2026-11-20',
  });
  expect(row.status, row.text).toBe(201);
  expectRoute('goodsReceiptSubmit', await gr.submit({ submission_id: id }));
};

describe('a kind list right after its writes, with index reads lagging as on AWS', () => {
  it('shows a submission just created, then just submitted, and one just archived, in its tab only', async () => {
    await withLaggingReads(async () => {
      const id = await gr.manualNew();
      const fresh = await listed();
      expect(ids(fresh)).toContain(id);
      expect(fresh.total).toBe(2);
      expect(ids(await listed({ filter_type: 'review' }))).toContain(id);

      await submitReceipt(id, 5, 'LAG-1');
      const verified = await listed({ filter_type: 'verified' });
      expect(ids(verified)).toEqual([id]);
      expect(verified.total).toBe(1);
      const review = await listed({ filter_type: 'review' });
      expect(ids(review)).not.toContain(id);
      expect(review.total).toBe(review.items.length);
      expect(review.items.every((s) => s.submission_status !== 'verified')).toBe(true);

      // Archived a moment after it was made (a verified one cannot be).
      const other = await gr.manualNew();
      expect((await gr.archive(other, true)).status).toBe(200);
      expect(ids(await listed({ filter_type: 'review' }))).not.toContain(other);
      const archived = await listed({ filter_type: 'review', include_archived: true });
      expect(ids(archived)).toContain(other);
      expect(archived.items.find((s) => s.id === other)?.is_archived).toBe(true);
    });
  });

  it('pages stay whole: the page after a moved-out submission still holds its page size', async () => {
    // Eleven in review, then the newest submitted: page 1 of review (10) must still be 10.
    const made: number[] = [];
    for (let i = 0; i < 11; i++) made.push(await gr.manualNew());
    const newest = made.at(-1)!;
    await withLaggingReads(async () => {
      await submitReceipt(newest, 7, 'LAG-2');
      const review = await listed({ filter_type: 'review', page: 1, page_size: 10 });
      expect(review.items).toHaveLength(10);
      expect(ids(review)).not.toContain(newest);
      expect(ids(review)).toEqual([...ids(review)].sort((a, b) => Number(b) - Number(a)));
    });
  });
});
