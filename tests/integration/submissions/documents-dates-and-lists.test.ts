import { conversionMessages } from '@bp/shared/quantity/units.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { setUpPlant } from './plant.ts';
import { multipart, settled } from './upload-support.ts';
import {
  createSupplier,
  expectMessage,
  expectRoute,
  freshCompany,
  historyOf,
  kindClient,
  lotsOf,
  stockOf,
} from './support.ts';

type Plant = Awaited<ReturnType<typeof setUpPlant>>;
let plant: Plant;
let supplier: { id: number };

beforeAll(async () => {
  plant = await setUpPlant();
  supplier = await createSupplier(plant.token);
});

const ledgerOf = async (materialId: number, query: Record<string, string> = {}) => {
  const res = await api<{
    items: { recorded_at: string; created_at: string; txn_type: string; qty_delta: number }[];
  }>('GET', `/api/inventory/${materialId}/history`, { token: plant.token, query });
  expect(res.status, res.text).toBe(200);
  return res.body.items;
};

describe("a ledger entry's dates", () => {
  it("records each entry on its document's date (a receipt row's own date first); created is when it was entered", async () => {
    const { gr, prod, ship, flour, bread, customer, token } = plant;
    const before = Date.now();
    const receipt = await gr.manualNew();
    expectRoute(
      'goodsReceiptSubmit',
      await gr.submit({
        submission_id: receipt,
        receipt_date: '2026-03-10',
        rows: [
          { supplier_id: supplier.id, material_id: flour.id, lot_code: 'D-1', quantity: 5, unit: 'kg' },
          {
            supplier_id: supplier.id,
            material_id: flour.id,
            lot_code: 'D-2',
            quantity: 6,
            unit: 'kg',
            receipt_date: '2026-03-08',
          },
        ],
      }),
    );
    const run = await prod.manualNew();
    expectRoute(
      'productionSubmit',
      await prod.submit({
        submission_id: run,
        production_date: '2026-03-12',
        product_id: bread.id,
        outgoing_lot: 'D-BR',
        quantity_produced: 4,
        quantity_unit: 'kg',
        materials: [{ material_id: flour.id, material_lot: 'D-1', unit: 'kg', amt_used: 2 }],
      }),
    );
    const shipment = await ship.manualNew();
    expectRoute(
      'shipmentSubmit',
      await ship.submit({
        submission_id: shipment,
        customer_id: customer.id,
        date: '2026-03-15',
        rows: [{ material_id: bread.id, material_lot_code: 'D-BR', material_quantity: 1 }],
      }),
    );
    const adjusted = await api('POST', `/api/inventory/${flour.id}/adjust`, {
      token,
      json: { qty_delta: 1, txn_reason: 'adjustment', lot_code: 'D-1', note: null },
    });
    expect(adjusted.status, adjusted.text).toBe(200);

    const entered = (e: { created_at: string }) => {
      const t = Date.parse(e.created_at);
      expect(t).toBeGreaterThanOrEqual(before - 5_000);
      expect(t).toBeLessThanOrEqual(Date.now() + 5_000);
    };
    const flourEntries = await ledgerOf(flour.id);
    const recorded = (type: string, qty: number) =>
      flourEntries.find((e) => e.txn_type === type && e.qty_delta === qty);
    expect(recorded('goods_receipt', 5)?.recorded_at).toBe('2026-03-10T00:00:00.000Z');
    expect(recorded('goods_receipt', 6)?.recorded_at).toBe('2026-03-08T00:00:00.000Z');
    expect(recorded('production_usage', -2)?.recorded_at).toBe('2026-03-12T00:00:00.000Z');
    const adjustment = recorded('adjustment', 1)!;
    expect(adjustment.recorded_at).toBe(adjustment.created_at);
    for (const e of flourEntries.slice(0, 4)) entered(e);

    const breadEntries = await ledgerOf(bread.id);
    expect(breadEntries.map((e) => [e.txn_type, e.recorded_at]).sort()).toEqual([
      ['production_output', '2026-03-12T00:00:00.000Z'],
      ['shipment', '2026-03-15T00:00:00.000Z'],
    ]);
    breadEntries.forEach(entered);

    // The history's date filter is on the recorded date: the document's day.
    const onTheEighth = await ledgerOf(flour.id, { start_date: '2026-03-08', end_date: '2026-03-09' });
    expect(onTheEighth.map((e) => e.qty_delta)).toEqual([6]);
  });
});

describe('a quantity that rounds to nothing in the material unit', () => {
  it('is a 400 naming the amount and both units on every submit, and changes nothing', async () => {
    const { gr, prod, flour, bread, token } = plant;
    const message = conversionMessages.roundsToZero('0.4', 'g', 'kg');
    const stock = await stockOf(token, flour.id);
    const breadStock = await stockOf(token, bread.id);
    const lots = await lotsOf(token, flour.id);

    const receipt = await gr.manualNew();
    expectMessage(
      await gr.submit({
        submission_id: receipt,
        receipt_date: '2026-03-20',
        rows: [
          { supplier_id: supplier.id, material_id: flour.id, lot_code: 'TINY', quantity: 0.4, unit: 'g' },
        ],
      }),
      400,
      message,
    );
    const run = await prod.manualNew();
    const header = {
      submission_id: run,
      production_date: '2026-03-20',
      product_id: bread.id,
      outgoing_lot: 'TINY-BR',
      quantity_produced: 1,
      quantity_unit: 'kg',
    };
    expectMessage(
      await prod.submit({
        ...header,
        materials: [{ material_id: flour.id, material_lot: 'FL-1', unit: 'g', amt_used: 0.4 }],
      }),
      400,
      message,
    );
    // The output converts too.
    expectMessage(
      await prod.submit({
        ...header,
        quantity_produced: 0.4,
        quantity_unit: 'g',
        materials: [{ material_id: flour.id, material_lot: 'FL-1', unit: 'kg', amt_used: 1 }],
      }),
      400,
      message,
    );

    expect(await stockOf(token, flour.id)).toBe(stock);
    expect(await stockOf(token, bread.id)).toBe(breadStock);
    expect(await lotsOf(token, flour.id)).toEqual(lots);
    expect(expectRoute('goodsReceiptGet', await gr.get(receipt))).toMatchObject({
      submission_status: 'created',
    });
    expect(expectRoute('productionGet', await prod.get(run))).toMatchObject({ submission_status: 'created' });

    // Half a gram is the smallest amount kept (0.001 kg, rounded half away from zero).
    expectRoute(
      'goodsReceiptSubmit',
      await gr.submit({
        submission_id: receipt,
        receipt_date: '2026-03-20',
        rows: [
          { supplier_id: supplier.id, material_id: flour.id, lot_code: 'TINY', quantity: 0.5, unit: 'g' },
        ],
      }),
    );
    expect((await historyOf(token, flour.id)).filter((e) => e.lot_code === 'TINY')).toMatchObject([
      { qty_delta: 0.001 },
    ]);
  });
});

describe('a quantity that rounds to nothing, on a transcribed submission', () => {
  it('is the same 400 on the upload flow as on manual entry', async () => {
    const { gr, flour, token } = plant;
    // A photo the reader cannot read: the submission is a transcription that ends failed, with no
    // rows, and the user enters them on the verification screen.
    const unreadable = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 7)]);
    const uploaded = expectRoute<{ submission_id: number }>(
      'goodsReceiptUploadDocument',
      await api('POST', '/api/goods-receipts/upload-document', {
        token,
        body: multipart('receipt.jpg', unreadable, 'image/jpeg'),
      }),
    );
    const failed = await settled(token, '/api/goods-receipts', uploaded.submission_id);
    expect(failed).toMatchObject({ submission_type: 'transcription', submission_status: 'failed' });
    const stock = await stockOf(token, flour.id);
    expectMessage(
      await gr.submit({
        submission_id: uploaded.submission_id,
        document_filename: 'receipt.jpg',
        rows: [
          {
            supplier: { id: supplier.id, recognised: true, value: 'Mill' },
            material: { id: flour.id, recognised: true, value: 'Flour' },
            lot_code: 'PHOTO-1',
            po_number: null,
            quantity: 0.4,
            unit: 'g',
            receipt_date: '2026-03-21',
          },
        ],
      }),
      400,
      conversionMessages.roundsToZero('0.4', 'g', 'kg'),
    );
    expect(await stockOf(token, flour.id)).toBe(stock);
    expect((await gr.rows(uploaded.submission_id)).body).toEqual([]);
  }, 120_000);
});

describe("the lists' answer without paging parameters", () => {
  it('production and shipments answer every submission; with page or page_size, pages of 25 by default', async () => {
    const { token } = await freshCompany();
    for (const [base, op] of [
      ['/api/production', 'production'],
      ['/api/shipments', 'shipment'],
    ] as const) {
      const client = kindClient(token, base, op);
      const ids: number[] = [];
      for (let i = 0; i < 27; i++) ids.push(await client.manualNew());
      const all = expectRoute<{ items: { id: number }[]; total: number }>(`${op}List`, await client.list());
      expect(all.total).toBe(27);
      expect(all.items.map((s) => s.id)).toEqual([...ids].reverse());
      const first = expectRoute<{ items: unknown[] }>(`${op}List`, await client.list({ page: 1 }));
      expect(first.items).toHaveLength(25);
      const sized = expectRoute<{ items: { id: number }[] }>(
        `${op}List`,
        await client.list({ page_size: 5 }),
      );
      expect(sized.items.map((s) => s.id)).toEqual([...ids].reverse().slice(0, 5));
      const third = expectRoute<{ items: unknown[] }>(
        `${op}List`,
        await client.list({ page: 3, page_size: 10 }),
      );
      expect(third.items).toHaveLength(7);
      // Filters apply to the whole answer too.
      const review = expectRoute<{ items: unknown[]; total: number }>(
        `${op}List`,
        await client.list({ filter_type: 'review' }),
      );
      expect(review).toMatchObject({ total: 27 });
      expect(review.items).toHaveLength(27);
      expect((await client.list({ page: 0 })).status).toBe(400);
    }
    // Goods receipts keep their spec'd default: page 1 of 25.
    const gr = kindClient(token, '/api/goods-receipts', 'goodsReceipt');
    for (let i = 0; i < 26; i++) await gr.manualNew();
    expect(expectRoute<{ items: unknown[] }>('goodsReceiptList', await gr.list()).items).toHaveLength(25);
  });
});
