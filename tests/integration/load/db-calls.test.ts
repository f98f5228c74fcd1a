import { parseDbCalls, DB_CALLS_HEADER } from '@bp/functions/lib/db-calls.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiResponse, api } from '../support/api.ts';
import {
  createMaterial,
  createSupplier,
  expectRoute,
  freshCompany,
  kindClient,
} from '../submissions/support.ts';

/**
 * The DynamoDB calls one request of each kind `npm run bench:load` sends makes (issue 23: the calls
 * per request are its cost, locally and on AWS), counted by the functions' client
 * (LOCAL_DB_CALLS=1, lib/db-calls.ts) and answered in a header. A guard, not a benchmark: a
 * change that makes a submit, a lot ledger or a trace go back to more calls fails here. Counts
 * only, never timings. `DB_CALLS_PRINT=1` prints the table (docs/load.md).
 */

/**
 * At most this many calls per kind: the counts after issue 23's cuts (docs/load.md, before and
 * after; a posting's lots in two BatchGets, its claims read before a submit's freeze). A posting
 * reserves its ledger numbers with one UpdateItem per material beside its lots' read (27
 * November: one call more than the counts' read it replaced, plus one per further material, in
 * the same wait; no posting loses a race for them). Only the calls are guarded: the serial
 * rounds come from timings and are reported only.
 */
const CEILING: Record<string, number> = {
  'receipt new': 2,
  // 28 November: the hold epoch and the materials, suppliers and customers the body names read
  // with the submission (one BatchGet), the lots' claims and the used lots read once for the
  // hold check and the posting (two BatchGets, not two GetItems per lot and the posting's own
  // reads again).
  'receipt submit, 1 row': 9,
  'receipt submit, 3 rows (one new lot)': 12,
  // A posting of several chunks makes its materials' stock items exist before its header (their
  // units then fixed and checked: one UpdateItem a material, docs/master-data.md): one call more.
  'receipt submit, 60 rows (rows apart from the freeze)': 19,
  'receipt submit again (409)': 1,
  // The product's first posting: its unit is checked against the material, read once (one
  // BatchGet), then kept on its stock item; the next run (output lot exists) reads none.
  'production submit (new output lot)': 17,
  'production submit (output lot exists)': 14,
  // Who posts comes from the authorizer's read of the user, not a read of its own; the material,
  // the posting's header and the lot's claim in one BatchGet; the answer's stock and lot in one.
  adjust: 5,
  'adjust replay': 4,
  'inventory list': 3,
  'inventory list (digest cached)': 2,
  'inventory search': 1,
  'materials search': 1,
  // The page's materials read beside the digest's versions (the container holds the digest).
  'materials list': 2,
  // The kind's class counts (one GetItem) and one Query of each class the tab shows.
  'receipts list': 2,
  'receipts list, default tab': 3,
  'production list': 2,
  // The material and the lot in one BatchGetItem; a lot's first ledger page read beside them.
  'lot page': 1,
  'lot ledger': 2,
  'trace (an ingredient lot)': 6,
  'trace (a finished good lot)': 7,
};

const measured: Record<string, { calls: string; total: number; serial: number }> = {};

const count = (kind: string, res: ApiResponse<unknown>, status = 200) => {
  expect(res.status, `${kind}: ${res.text}`).toBe(status);
  const header = res.headers.get(DB_CALLS_HEADER);
  expect(header, `${kind}: no ${DB_CALLS_HEADER} header`).toBeTruthy();
  const parsed = parseDbCalls(header as string);
  measured[kind] = { calls: header as string, total: parsed.total, serial: parsed.serial };
  return parsed;
};

let token: string;
let flour: { id: number };
let sugar: { id: number };
let box: { id: number };
let bread: { id: number };
let supplier: { id: number };
let gr: ReturnType<typeof kindClient>;
let prod: ReturnType<typeof kindClient>;
let lotId: number;

const receiptRows = (n: number, q: number) =>
  [
    { supplier_id: supplier.id, material_id: flour.id, lot_code: 'FL-1', quantity: q, unit: 'kg' },
    { supplier_id: supplier.id, material_id: sugar.id, lot_code: 'SU-1', quantity: q + 1, unit: 'kg' },
    { supplier_id: supplier.id, material_id: flour.id, lot_code: `FL-N${q}`, quantity: q + 2, unit: 'kg' },
  ].slice(0, n);

beforeAll(async () => {
  ({ token } = await freshCompany());
  gr = kindClient(token, '/api/goods-receipts', 'goodsReceipt');
  prod = kindClient(token, '/api/production', 'production');
  [flour, sugar, box, bread, supplier] = await Promise.all([
    createMaterial(token, { traceable: true, unit_of_measure: 'kg' }),
    createMaterial(token, { traceable: true, unit_of_measure: 'kg' }),
    createMaterial(token, { traceable: false, unit_of_measure: 'unit', material_type: 'packaging' }),
    createMaterial(token, { traceable: true, unit_of_measure: 'kg', material_type: 'finished_goods' }),
    createSupplier(token),
  ]);
  const first = await gr.manualNew();
  const boxes = {
    supplier_id: supplier.id,
    material_id: box.id,
    lot_code: null,
    quantity: 500,
    unit: 'unit',
  };
  expectRoute(
    'goodsReceiptSubmit',
    await gr.submit({
      submission_id: first,
      receipt_date: '2026-11-20',
      rows: [...receiptRows(2, 1000), boxes],
    }),
  );
  const lots = await api<{ items: { id: number; lot_code: string }[] }>(
    'GET',
    `/api/materials/${flour.id}/lots`,
    { token },
  );
  lotId = lots.body.items.find((l) => l.lot_code === 'FL-1')?.id as number;
}, 60_000);

const production = (id: number, q: number) => ({
  submission_id: id,
  date: '2026-11-21',
  product_id: bread.id,
  outgoing_lot: 'B-1',
  quantity_produced: 20 + q,
  quantity_unit: 'kg',
  materials: [
    { material_id: flour.id, material_lot: 'FL-1', unit: 'kg', amt_used: 2 + q },
    { material_id: sugar.id, material_lot: 'SU-1', unit: 'kg', amt_used: 1 + q },
    { material_id: box.id, material_lot: null, unit: 'unit', amt_used: 3 },
  ],
});

describe('DynamoDB calls per request (the load bench kinds)', () => {
  it('writes: receipt new and submits of 1 and 3 rows, a production run, an adjustment and its replay', async () => {
    const id1 = expectRoute<{ id: number }>(
      'goodsReceiptManualNew',
      await api('POST', '/api/goods-receipts/manual-new', { token }),
    ).id;
    count('receipt new', await api('POST', '/api/goods-receipts/manual-new', { token }), 201);
    count(
      'receipt submit, 1 row',
      await gr.submit({ submission_id: id1, receipt_date: '2026-11-20', rows: receiptRows(1, 11) }),
    );
    const id3 = await gr.manualNew();
    count(
      'receipt submit, 3 rows (one new lot)',
      await gr.submit({ submission_id: id3, receipt_date: '2026-11-20', rows: receiptRows(3, 12) }),
    );
    count(
      'receipt submit again (409)',
      await gr.submit({ submission_id: id3, receipt_date: '2026-11-20', rows: receiptRows(3, 12) }),
      409,
    );
    // Too many rows to join the freezing write (2 items each): they are synced apart, as before.
    const id60 = await gr.manualNew();
    const rows60 = Array.from({ length: 60 }, (_, i) => ({
      ...receiptRows(1, 100 + i)[0],
      quantity: 100 + i,
    }));
    count(
      'receipt submit, 60 rows (rows apart from the freeze)',
      await gr.submit({ submission_id: id60, receipt_date: '2026-11-20', rows: rows60 }),
    );
    const stored = await gr.rows(id60);
    expect(stored.status).toBe(200);
    expect(stored.body.map((r) => r.quantity)).toEqual(rows60.map((r) => r.quantity));
    const p1 = await prod.manualNew();
    count('production submit (new output lot)', await prod.submit(production(p1, 1)));
    const p2 = await prod.manualNew();
    count('production submit (output lot exists)', await prod.submit(production(p2, 2)));
    const adjust = () =>
      api('POST', `/api/inventory/${flour.id}/adjust`, {
        token,
        json: { qty_delta: -1.5, lot_code: 'FL-1', note: 'count' },
        headers: { 'idempotency-key': `calls-${lotId}` },
      });
    count('adjust', await adjust());
    count('adjust replay', await adjust());
  });

  it('reads: lists, searches, a lot page, its ledger, a trace', async () => {
    // The first list after materials changed reads their digest's changed shards too; the next
    // finds them cached (as the bench's lists mostly do): the page is then one batched read.
    count('inventory list', await api('GET', '/api/inventory', { token, query: { page: 1, page_size: 25 } }));
    count(
      'inventory list (digest cached)',
      await api('GET', '/api/inventory', { token, query: { page: 1, page_size: 25 } }),
    );
    count(
      'inventory search',
      await api('GET', '/api/inventory', { token, query: { search: 'flo', page: 1, page_size: 25 } }),
    );
    // The same for the materials' own list: its area's digest cache (per container) may not hold
    // this company's shards yet (it once read them in CI: serial=2), so the first search may fetch
    // them; the one measured is the steady case, one Query.
    const materialsSearch = () =>
      api('GET', '/api/materials', { token, query: { search: 'fl', page: 1, page_size: 25 } });
    expect((await materialsSearch()).status).toBe(200);
    count('materials search', await materialsSearch());
    count('materials list', await api('GET', '/api/materials', { token, query: { page: 1, page_size: 25 } }));
    // The kinds' counts exist from the first list on (the one-off count, docs/submissions.md).
    for (const base of ['/api/goods-receipts', '/api/production'])
      expect((await api('GET', base, { token, query: { page: 1, page_size: 1 } })).status).toBe(200);
    count(
      'receipts list, default tab',
      await api('GET', '/api/goods-receipts', { token, query: { page: 1, page_size: 10 } }),
    );
    count(
      'receipts list',
      await api('GET', '/api/goods-receipts', {
        token,
        query: { page: 1, page_size: 10, filter_type: 'verified' },
      }),
    );
    // A first page's read goes beside the counts' (its order does not depend on the total).
    expect(measured['receipts list']?.serial).toBe(1);
    count(
      'production list',
      await api('GET', '/api/production', {
        token,
        query: { page: 1, page_size: 10, filter_type: 'review' },
      }),
    );
    count('lot page', await api('GET', `/api/materials/${flour.id}/lots/${lotId}`, { token }));
    count(
      'lot ledger',
      await api('GET', `/api/materials/${flour.id}/ledger`, {
        token,
        query: { lot_id: lotId, page: 1, page_size: 20 },
      }),
    );
    // One round each: the page's read runs beside the digest's versions, the first ledger page
    // beside its lot (issue 23; two rounds before).
    expect(measured['inventory list (digest cached)']?.serial).toBe(1);
    expect(measured['materials list']?.serial).toBe(1);
    expect(measured['lot ledger']?.serial).toBe(1);
    count(
      'trace (an ingredient lot)',
      await api('POST', '/api/trace-lot', { token, json: { lot_code: 'FL-1', material_id: flour.id } }),
    );
    count(
      'trace (a finished good lot)',
      await api('POST', '/api/trace-lot', { token, json: { lot_code: 'B-1', material_id: bread.id } }),
    );
    // The masters its links name read beside the walk (was 4 rounds).
    expect(measured['trace (an ingredient lot)']?.serial).toBeLessThanOrEqual(3);
  });

  it('stays within the ceilings', () => {
    if (process.env.DB_CALLS_PRINT === '1') console.table(measured);
    expect(Object.keys(measured).sort()).toEqual(Object.keys(CEILING).sort());
    for (const [kind, ceiling] of Object.entries(CEILING)) {
      const m = measured[kind];
      expect(m?.total, `${kind}: ${m?.calls}`).toBeLessThanOrEqual(ceiling);
    }
  });
});
