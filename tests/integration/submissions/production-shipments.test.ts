import {
  productionMessages,
  rowMessages,
  shipmentMessages,
} from '@bp/shared/contracts/submissions/messages.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import {
  createCustomer,
  createMaterial,
  createSupplier,
  expectMessage,
  expectRoute,
  freshCompany,
  historyOf,
  kindClient,
  lotsOf,
  stockOf,
} from './support.ts';

let token: string;
let gr: ReturnType<typeof kindClient>;
let prod: ReturnType<typeof kindClient>;
let ship: ReturnType<typeof kindClient>;
let flour: { id: number };
let box: { id: number };
let bread: { id: number; name: string };
let customer: { id: number; name: string };

beforeAll(async () => {
  ({ token } = await freshCompany());
  gr = kindClient(token, '/api/goods-receipts', 'goodsReceipt');
  prod = kindClient(token, '/api/production', 'production');
  ship = kindClient(token, '/api/shipments', 'shipment');
  flour = await createMaterial(token, { traceable: true, unit_of_measure: 'kg' });
  box = await createMaterial(token, {
    traceable: false,
    unit_of_measure: 'unit',
    material_type: 'packaging',
  });
  bread = await createMaterial(token, {
    traceable: true,
    unit_of_measure: 'kg',
    material_type: 'finished_goods',
  });
  customer = await createCustomer(token);
  const supplier = await createSupplier(token);
  const id = await gr.manualNew();
  expectRoute(
    'goodsReceiptSubmit',
    await gr.submit({
      submission_id: id,
      receipt_date: '2026-04-01',
      rows: [
        { supplier_id: supplier.id, material_id: flour.id, lot_code: 'FL-1', quantity: 100, unit: 'kg' },
      ],
    }),
  );
});

describe('production', () => {
  it('edits the header and rows, refuses finished goods as inputs and incomplete runs with the screen messages', async () => {
    const id = await prod.manualNew();
    const header = expectRoute(
      'productionPatchHeader',
      await prod.patch(id, { date: '2026-04-02', product_id: bread.id }),
    );
    expect(header).toMatchObject({
      production_date: '2026-04-02',
      date: '2026-04-02',
      product_id: bread.id,
      product_name: bread.name,
      materials: [],
    });
    expectMessage(
      await prod.addRow(id, { material_id: bread.id }),
      400,
      productionMessages.noFinishedGoodsInputs,
    );
    const row = expectRoute<{ id: number; material_type: string }>(
      'productionCreateRow',
      await prod.addRow(id, { material_id: flour.id, type: 'whatever', amt_used: 0 }),
    );
    expect(row.material_type).toBe('ingredient');
    expect(expectRoute<{ materials: unknown[] }>('productionGet', await prod.get(id)).materials).toHaveLength(
      1,
    );

    const full = {
      submission_id: id,
      production_date: '2026-04-02',
      product_id: bread.id,
      outgoing_lot: 'BR-1',
      quantity_produced: 40,
      quantity_unit: 'kg',
      materials: [{ material_id: flour.id, material_lot: 'FL-1', unit: 'kg', amt_used: 30 }],
    };
    const m = full.materials[0]!;
    expectMessage(
      await prod.submit({ ...full, production_date: null }),
      400,
      productionMessages.dateRequired,
    );
    expectMessage(await prod.submit({ ...full, product_id: null }), 400, productionMessages.productRequired);
    expectMessage(
      await prod.submit({ ...full, outgoing_lot: ' ' }),
      400,
      productionMessages.outgoingLotRequired,
    );
    expectMessage(
      await prod.submit({ ...full, quantity_produced: 0 }),
      400,
      productionMessages.quantityProducedPositive,
    );
    expectMessage(
      await prod.submit({ ...full, quantity_unit: null }),
      400,
      productionMessages.quantityUnitRequired,
    );
    expectMessage(await prod.submit({ ...full, materials: [] }), 400, rowMessages.materialsRequired);
    expectMessage(
      await prod.submit({ ...full, materials: [{ ...m, amt_used: null }] }),
      400,
      rowMessages.amountRequired,
    );
    expectMessage(
      await prod.submit({ ...full, materials: [{ ...m, amt_used: 'x' }] }),
      400,
      rowMessages.invalidNumber,
    );
    expectMessage(
      await prod.submit({ ...full, materials: [{ ...m, amt_used: -1 }] }),
      400,
      rowMessages.mustBePositive,
    );
    expectMessage(
      await prod.submit({ ...full, materials: [{ ...m, material_lot: '' }] }),
      400,
      rowMessages.lotRequiredLong,
    );
    expectMessage(
      await prod.submit({ ...full, materials: [{ ...m, unit: null }] }),
      400,
      rowMessages.unitRequired,
    );
    expectMessage(
      await prod.submit({ ...full, materials: [{ ...m, material_id: bread.id }] }),
      400,
      productionMessages.noFinishedGoodsInputs,
    );
    expectMessage(
      await prod.submit({ ...full, materials: [{ ...m, unit: 'L' }] }),
      400,
      'Cannot convert L to kg',
    );
    expect(await stockOf(token, flour.id)).toBe(100);
  });

  it('submits: usage from the input lots, output into the outgoing lot, a lot never received becomes inconsistent', async () => {
    const id = await prod.manualNew();
    const result = expectRoute<{ inconsistent_lots: { lot_code: string }[] }>(
      'productionSubmit',
      await prod.submit({
        submission_id: id,
        date: '2026-04-03',
        product_id: bread.id,
        outgoing_lot: 'BR-2',
        quantity_produced: 50,
        quantity_unit: 'kg',
        materials: [
          { material_id: flour.id, type: 'ingredient', material_lot: 'FL-1', unit: 'g', amt_used: 25000 },
          { material_id: flour.id, material_lot: 'FL-GHOST', unit: 'kg', amt_used: 5 },
          { material_id: box.id, material_lot: null, unit: 'unit', amt_used: 10 },
        ],
      }),
    );
    expect(result.inconsistent_lots.map((l) => l.lot_code)).toEqual(['FL-GHOST']);
    expect(await stockOf(token, flour.id)).toBe(70);
    expect(await stockOf(token, box.id)).toBe(-10);
    expect(await stockOf(token, bread.id)).toBe(50);
    const flourLots = await lotsOf(token, flour.id);
    expect(flourLots.find((l) => l.lot_code === 'FL-1')?.quantity).toBe(75);
    expect(flourLots.find((l) => l.lot_code === 'FL-GHOST')).toMatchObject({
      quantity: -5,
      origin: 'inconsistent',
    });
    expect((await lotsOf(token, bread.id)).find((l) => l.lot_code === 'BR-2')).toMatchObject({
      quantity: 50,
      origin: 'production_output',
    });
    const usage = (await historyOf(token, flour.id)).filter((t) => t.submission?.submission_id === id);
    expect(usage.map((t) => [t.txn_type, t.qty_delta]).sort()).toEqual([
      ['production_usage', -25],
      ['production_usage', -5],
    ]);
    expect((await historyOf(token, bread.id))[0]).toMatchObject({
      txn_type: 'production_output',
      qty_delta: 50,
      ref_doc_type: 'production_submission',
    });
    expectMessage(
      await prod.submit({ submission_id: id }),
      409,
      'This production submission was already submitted',
    );
  });
});

describe('shipments', () => {
  it('refuses what the screen refuses, then ships finished goods against their lots', async () => {
    const id = await ship.manualNew();
    expectMessage(await ship.addRow(id, { material_id: flour.id }), 400, shipmentMessages.finishedGoodsOnly);
    expectMessage(await ship.patch(id, { customer_id: 987654321 }), 404, 'Customer not found');
    const header = expectRoute(
      'shipmentPatchHeader',
      await ship.patch(id, { customer_id: customer.id, shipment_date: '2026-04-04' }),
    );
    expect(header).toMatchObject({
      customer_id: customer.id,
      customer_name: customer.name,
      date: '2026-04-04',
    });

    const row = { material_id: bread.id, material_lot_code: 'BR-2', material_quantity: 12 };
    const base = { submission_id: id, customer_id: customer.id, date: '2026-04-04' };
    expectMessage(
      await ship.submit({ ...base, customer_id: null, rows: [row] }),
      400,
      shipmentMessages.customerRequired,
    );
    expectMessage(await ship.submit({ ...base, date: '', rows: [row] }), 400, shipmentMessages.dateRequired);
    expectMessage(await ship.submit({ ...base, rows: [] }), 400, rowMessages.rowsRequired);
    expectMessage(
      await ship.submit({ ...base, rows: [{ ...row, material_quantity: null }] }),
      400,
      rowMessages.quantityRequired,
    );
    expectMessage(
      await ship.submit({ ...base, rows: [{ ...row, material_quantity: 0 }] }),
      400,
      rowMessages.mustBePositive,
    );
    expectMessage(
      await ship.submit({ ...base, rows: [{ ...row, material_quantity: 'many' }] }),
      400,
      rowMessages.invalidNumber,
    );
    expectMessage(
      await ship.submit({ ...base, rows: [{ ...row, material_lot_code: null }] }),
      400,
      rowMessages.lotRequired,
    );
    expectMessage(
      await ship.submit({ ...base, rows: [{ ...row, material_id: flour.id }] }),
      400,
      shipmentMessages.finishedGoodsOnly,
    );

    const result = expectRoute(
      'shipmentSubmit',
      await ship.submit({
        ...base,
        rows: [row, { ...row, material_lot_code: 'BR-UNKNOWN', material_quantity: 1 }],
      }),
    );
    expect(result).toMatchObject({ submission_status: 'verified', transactions: 2 });
    expect(await stockOf(token, bread.id)).toBe(37);
    const lots = await lotsOf(token, bread.id);
    expect(lots.find((l) => l.lot_code === 'BR-2')?.quantity).toBe(38);
    expect(lots.find((l) => l.lot_code === 'BR-UNKNOWN')).toMatchObject({
      quantity: -1,
      origin: 'inconsistent',
    });
    expect((await historyOf(token, bread.id))[0]).toMatchObject({
      txn_type: 'shipment',
      ref_doc_type: 'shipment_submission',
    });
    expect(expectRoute('shipmentGet', await ship.get(id))).toMatchObject({
      submission_status: 'verified',
      customer_name: customer.name,
    });
  });

  it('a concurrent double submit of a shipment applies once', async () => {
    const id = await ship.manualNew();
    const body = {
      submission_id: id,
      customer_id: customer.id,
      date: '2026-04-05',
      rows: [{ material_id: bread.id, material_lot_code: 'BR-2', material_quantity: 2 }],
    };
    const before = await stockOf(token, bread.id);
    const answers = await Promise.all([ship.submit(body), ship.submit(body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await stockOf(token, bread.id)).toBe(before - 2);
  });

  it("refuses another company's materials, customers, submissions and rows", async () => {
    const other = await freshCompany();
    const theirs = kindClient(other.token, '/api/shipments', 'shipment');
    const id = await ship.manualNew();
    const row = expectRoute<{ id: number }>(
      'shipmentCreateRow',
      await ship.addRow(id, { material_id: bread.id }),
    );
    expectMessage(await theirs.get(id), 404, 'Shipment submission not found');
    expectMessage(await theirs.patchRow(row.id, { material_quantity: 1 }), 404, 'Row not found');
    expectMessage(await theirs.submit({ submission_id: id }), 404, 'Shipment submission not found');
    const own = await theirs.manualNew();
    expectMessage(await theirs.addRow(own, { material_id: bread.id }), 404, 'Material not found');
    expectMessage(await theirs.patch(own, { customer_id: customer.id }), 404, 'Customer not found');
  });
});

describe('materials picker', () => {
  it('lists several types at once', async () => {
    const res = await api<{ items: { id: number; material_type: string }[] }>('GET', '/api/materials', {
      token,
      query: { material_type: 'ingredient,packaging' },
    });
    expect(res.status, res.text).toBe(200);
    const ids = res.body.items.map((m) => m.id);
    expect(ids).toEqual(expect.arrayContaining([flour.id, box.id]));
    expect(ids).not.toContain(bread.id);
  });
});
