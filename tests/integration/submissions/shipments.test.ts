import { rowMessages, shipmentMessages } from '@bp/shared/contracts/submissions/messages.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  expectMessage,
  expectRoute,
  freshCompany,
  historyOf,
  kindClient,
  lotsOf,
  stockOf,
} from './support.ts';
import { setUpPlant } from './plant.ts';

let token: string;
let prod: ReturnType<typeof kindClient>;
let ship: ReturnType<typeof kindClient>;
let flour: { id: number };
let bread: { id: number; name: string };
let customer: { id: number; name: string };

beforeAll(async () => {
  ({ token, prod, ship, flour, bread, customer } = await setUpPlant());
  // 50 kg of bread in lot BR-2, made from flour lot FL-1.
  const run = await prod.manualNew();
  expectRoute(
    'productionSubmit',
    await prod.submit({
      submission_id: run,
      production_date: '2026-04-03',
      product_id: bread.id,
      outgoing_lot: 'BR-2',
      quantity_produced: 50,
      quantity_unit: 'kg',
      materials: [{ material_id: flour.id, material_lot: 'FL-1', unit: 'kg', amt_used: 30 }],
    }),
  );
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
    // The second finishes the first's snapshot (same answer) or finds it verified (409).
    expect(answers[0]?.status === 200 || answers[1]?.status === 200).toBe(true);
    for (const a of answers) expect([200, 409]).toContain(a.status);
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
