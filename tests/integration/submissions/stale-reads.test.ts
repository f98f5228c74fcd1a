import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { lagReads, stopLaggingReads } from '../support/stale-reads.ts';
import {
  createCustomer,
  createMaterial,
  createSupplier,
  expectRoute,
  freshCompany,
  kindClient,
} from './support.ts';

/*
 * Records made a moment ago, then used (the manual form's quick-create, then Submit): AWS may
 * answer a default read from before that write, DynamoDB Local never does. With the local
 * cloud's stale reads on (stale-reads.ts), a submit and an adjustment that decide on the
 * material, supplier or customer must read them consistently, or they answer "not found".
 */
let token: string;
beforeAll(async () => {
  ({ token } = await freshCompany());
  await lagReads();
});
afterEach(async () => {
  await stopLaggingReads();
});

describe('writes that use a record made a moment ago, with reads lagging as on AWS', () => {
  it('a goods receipt of a new material from a new supplier posts; so does an adjustment and a shipment', async () => {
    const supplier = await createSupplier(token);
    const flour = await createMaterial(token, { traceable: true });
    const gr = kindClient(token, '/api/goods-receipts', 'goodsReceipt');
    const id = await gr.manualNew();
    const row = await gr.addRow(id, {
      supplier_id: supplier.id,
      material_id: flour.id,
      quantity: 5,
      unit: 'kg',
      lot_code: 'NEW-1',
      receipt_date: '2026-11-20',
    });
    expect(row.status, row.text).toBe(201);
    expectRoute('goodsReceiptSubmit', await gr.submit({ submission_id: id }));

    const loaf = await createMaterial(token, { traceable: false, material_type: 'finished_goods' });
    const adjusted = await api('POST', `/api/inventory/${loaf.id}/adjust`, {
      token,
      json: { qty_delta: 3, txn_reason: 'adjustment', lot_code: null, note: null },
    });
    expect(adjusted.status, adjusted.text).toBe(200);

    const customer = await createCustomer(token);
    const ship = kindClient(token, '/api/shipments', 'shipment');
    const shipment = await ship.manualNew();
    expectRoute(
      'shipmentSubmit',
      await ship.submit({
        submission_id: shipment,
        customer_id: customer.id,
        shipment_date: '2026-11-21',
        rows: [{ material_id: loaf.id, material_lot_code: null, material_quantity: 1 }],
      }),
    );
  });
});
