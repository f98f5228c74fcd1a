import { beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  createMaterial,
  createSupplier,
  expectMessage,
  expectRoute,
  freshCompany,
  kindClient,
} from './support.ts';

/*
 * The lists' summary (supplier or customer, date, lots, row count) kept on the submission item
 * with every row write, and the `search` over it (docs/submissions.md, List summary).
 */

type Summary = {
  parties: string[];
  date: string | null;
  lots: string[];
  lot_count: number;
  row_count: number;
};
type Page = { items: { id: number; summary: Summary }[]; total: number };

let token: string;
let gr: ReturnType<typeof kindClient>;
let supplier: { id: number; name: string };
let material: { id: number };

beforeAll(async () => {
  ({ token } = await freshCompany());
  gr = kindClient(token, '/api/goods-receipts', 'goodsReceipt');
  supplier = await createSupplier(token, { name: `Millers ${Date.now()}` });
  material = await createMaterial(token, { traceable: true, material_type: 'ingredient' });
});

const listed = async (query: Record<string, string | number | boolean> = {}) =>
  expectRoute<Page>('goodsReceiptList', await gr.list({ include_archived: true, ...query }));

const summaryOf = async (id: number) =>
  (await listed({ page_size: 100 })).items.find((i) => i.id === id)?.summary;

describe('the submission list summary', () => {
  it('manual create, row adds and edits, a delete: the list says the rows as stored', async () => {
    const id = await gr.manualNew();
    expect(await summaryOf(id)).toEqual({ parties: [], date: null, lots: [], lot_count: 0, row_count: 0 });

    const a = expectRoute<{ id: number }>(
      'goodsReceiptCreateRow',
      await gr.addRow(id, {
        supplier_id: supplier.id,
        material_id: material.id,
        lot_code: 'SUM-A',
        quantity: 1,
      }),
    );
    const b = expectRoute<{ id: number }>(
      'goodsReceiptCreateRow',
      await gr.addRow(id, { lot_code: 'SUM-B', receipt_date: '2026-05-04', quantity: 2 }),
    );
    expect(await summaryOf(id)).toEqual({
      parties: [supplier.name],
      date: '2026-05-04',
      lots: ['SUM-A', 'SUM-B'],
      lot_count: 2,
      row_count: 2,
    });

    expectRoute('goodsReceiptPatchRow', await gr.patchRow(b.id, { lot_code: 'SUM-B2' }));
    expectRoute('goodsReceiptPatchHeader', await gr.patch(id, { receipt_date: '2026-05-01' }));
    expect(await summaryOf(id)).toMatchObject({
      date: '2026-05-01',
      lots: ['SUM-A', 'SUM-B2'],
      row_count: 2,
    });

    expect((await gr.deleteRow(a.id)).status).toBe(204);
    expect(await summaryOf(id)).toEqual({
      parties: [],
      date: '2026-05-01',
      lots: ['SUM-B2'],
      lot_count: 1,
      row_count: 1,
    });

    // Submit replaces the rows with those sent: the list shows what was posted.
    const posted = { supplier_id: supplier.id, material_id: material.id, quantity: 3, unit: 'kg' };
    const done = await gr.submit({
      submission_id: id,
      receipt_date: '2026-05-01',
      rows: [
        { ...posted, lot_code: 'SUM-P1' },
        { ...posted, lot_code: 'SUM-P2' },
      ],
    });
    expect(done.status, done.text).toBe(200);
    expect(await summaryOf(id)).toEqual({
      parties: [supplier.name],
      date: '2026-05-01',
      lots: ['SUM-P1', 'SUM-P2'],
      lot_count: 2,
      row_count: 2,
    });
  });

  it('edits of different rows sent at once: the summary misses none of them', async () => {
    const id = await gr.manualNew();
    const rows = [];
    for (let i = 0; i < 4; i++)
      rows.push(expectRoute<{ id: number }>('goodsReceiptCreateRow', await gr.addRow(id, { quantity: 1 })));
    const answers = await Promise.all(rows.map((r, i) => gr.patchRow(r.id, { lot_code: `RACE-${i}` })));
    for (const a of answers) expect(a.status, a.text).toBe(200);
    const summary = await summaryOf(id);
    expect(summary?.row_count).toBe(4);
    expect([...(summary?.lots ?? [])].sort()).toEqual(['RACE-0', 'RACE-1', 'RACE-2', 'RACE-3']);
  });

  it('search matches a supplier, a lot, a date, case-insensitively, before paging; none is an empty page', async () => {
    const grower = await createSupplier(token, { name: `Orchard Growers ${Date.now()}` });
    const id = await gr.manualNew();
    await gr.addRow(id, {
      supplier_id: grower.id,
      lot_code: 'FINDME-77',
      receipt_date: '2026-02-03',
      quantity: 1,
    });
    const other = await gr.manualNew();
    await gr.addRow(other, { lot_code: 'ELSEWHERE-1', quantity: 1 });

    for (const term of [grower.name.toUpperCase(), 'findme-7', '2026-02-03', '2026-02']) {
      const page = await listed({ search: term, page: 1, page_size: 1 });
      expect(
        page.items.map((i) => i.id),
        term,
      ).toEqual([id]);
      expect(page.total, term).toBe(1);
    }
    expect(await listed({ search: 'no such thing anywhere' })).toEqual({ items: [], total: 0 });
    // The tabs still apply: it is not verified.
    expect((await listed({ search: 'FINDME', filter_type: 'verified' })).total).toBe(0);
  });

  it('a shipment finds its customer and shipment date from the header', async () => {
    const ship = kindClient(token, '/api/shipments', 'shipment');
    const customer = await createCustomer(token, { name: `Corner Deli ${Date.now()}` });
    const id = await ship.manualNew();
    expectRoute(
      'shipmentPatchHeader',
      await ship.patch(id, { customer_id: customer.id, shipment_date: '2026-06-07' }),
    );
    const page = expectRoute<Page>('shipmentList', await ship.list({ search: 'corner deli' }));
    expect(page.items.map((i) => i.id)).toEqual([id]);
    expect(page.items[0]?.summary).toMatchObject({
      parties: [customer.name],
      date: '2026-06-07',
      row_count: 0,
    });
  });

  it('search never crosses companies', async () => {
    const { token: theirs } = await freshCompany();
    const them = kindClient(theirs, '/api/goods-receipts', 'goodsReceipt');
    const id = await them.manualNew();
    await them.addRow(id, { lot_code: 'FINDME-THEIRS', quantity: 1 });
    const ours = await listed({ search: 'FINDME' });
    expect(ours.items.every((i) => i.summary.lots.every((l) => l !== 'FINDME-THEIRS'))).toBe(true);
    const page = expectRoute<Page>('goodsReceiptList', await them.list({ search: 'FINDME' }));
    expect(page.items.map((i) => i.id)).toEqual([id]);
  });

  it('a search too long is 400 with a message', async () => {
    expectMessage(await gr.list({ search: 'x'.repeat(101) }), 400, 'search must be at most 100 characters');
  });
});
