import { parseDbCalls, DB_CALLS_HEADER } from '@bp/functions/lib/db-calls.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import {
  createMaterial,
  createSupplier,
  expectRoute,
  freshCompany,
  kindClient,
} from '../submissions/support.ts';

/**
 * How a trace's DynamoDB calls grow with its lot's use (issue 23; docs/trace.md, "Cost"): one
 * partition Query per lot reached, so runs into one output lot cost nothing more in calls, and
 * runs each making its own lot cost one lot's reads each. Counts only (`x-local-db-calls`), never
 * timings. `TRACE_GROWTH_RUNS=50 DB_CALLS_PRINT=1` measures the 5-vs-50 figures of docs/load.md.
 */
const FEW = 5;
const MANY = Number(process.env.TRACE_GROWTH_RUNS ?? 12);

let token: string;
let flour: { id: number };
let bread: { id: number };
let supplier: { id: number };
let gr: ReturnType<typeof kindClient>;
let prod: ReturnType<typeof kindClient>;

beforeAll(async () => {
  ({ token } = await freshCompany());
  gr = kindClient(token, '/api/goods-receipts', 'goodsReceipt');
  prod = kindClient(token, '/api/production', 'production');
  [flour, bread, supplier] = await Promise.all([
    createMaterial(token, { traceable: true, unit_of_measure: 'kg' }),
    createMaterial(token, { traceable: true, unit_of_measure: 'kg', material_type: 'finished_goods' }),
    createSupplier(token),
  ]);
  for (const code of ['F-NEW', 'F-SAME'])
    expectRoute(
      'goodsReceiptSubmit',
      await gr.submit({
        submission_id: await gr.manualNew(),
        receipt_date: '2026-11-20',
        rows: [
          { supplier_id: supplier.id, material_id: flour.id, lot_code: code, quantity: 100000, unit: 'kg' },
        ],
      }),
    );
}, 60_000);

const runs = async (n: number, from: number, code: string, out: (i: number) => string) => {
  for (let i = from; i < from + n; i++)
    expectRoute(
      'productionSubmit',
      await prod.submit({
        submission_id: await prod.manualNew(),
        date: '2026-11-21',
        product_id: bread.id,
        outgoing_lot: out(i),
        quantity_produced: 20 + i,
        quantity_unit: 'kg',
        materials: [{ material_id: flour.id, material_lot: code, unit: 'kg', amt_used: 1 + i }],
      }),
    );
};

const trace = async (code: string) => {
  const res = await api('POST', '/api/trace-lot', { token, json: { lot_code: code, material_id: flour.id } });
  expect(res.status).toBe(200);
  return parseDbCalls(res.headers.get(DB_CALLS_HEADER) as string);
};

describe('a trace grows with the lots it reaches, not with the runs', () => {
  it(`${FEW} and ${MANY} runs of one lot, into one output lot and into a lot each`, async () => {
    await runs(FEW, 0, 'F-NEW', (i) => `B-${i}`);
    await runs(FEW, 0, 'F-SAME', () => 'B-SAME');
    const few = { lots: await trace('F-NEW'), one: await trace('F-SAME') };
    await runs(MANY - FEW, FEW, 'F-NEW', (i) => `B-${i}`);
    await runs(MANY - FEW, FEW, 'F-SAME', () => 'B-SAME');
    const many = { lots: await trace('F-NEW'), one: await trace('F-SAME') };
    if (process.env.DB_CALLS_PRINT === '1')
      console.table({
        [`${FEW} runs, a lot each`]: few.lots,
        [`${MANY} runs, a lot each`]: many.lots,
        [`${FEW} runs, one lot`]: few.one,
        [`${MANY} runs, one lot`]: many.one,
      });
    // Into one output lot: the same calls and rounds however many runs.
    expect(many.one.total).toBe(few.one.total);
    expect(many.one.serial).toBe(few.one.serial);
    // Items: each run's link on the traced lot, never the output lot's links from its inputs
    // (reached only forward, they are not shown): one item a run, where both made it two.
    expect(many.one.items - few.one.items).toBe(MANY - FEW);
    // A lot each: one more partition Query per lot, still in the same rounds.
    expect(many.lots.total - few.lots.total).toBe(MANY - FEW);
    expect(many.lots.serial).toBe(few.lots.serial);
  }, 240_000);
});
