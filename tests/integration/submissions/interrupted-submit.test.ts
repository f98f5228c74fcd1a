import {
  customerTracePartition,
  lotTracePartition,
} from '@bp/functions/adapters/dynamodb/submissions/records/trace-link.ts';
import { LOCAL_CREDENTIALS, LOCAL_REGION, LOCAL_TABLE } from '@bp/infra/local/local-aws.ts';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { apiUrl } from '../support/api.ts';
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

/*
 * A submit interrupted by a failed DynamoDB call (the local cloud's fault injection, see
 * docs/inventory.md) and retried posts exactly once; the trace links land with the flip.
 */

const armFault = async (plan: { command: string; contains: string; nth: number; after?: boolean }) => {
  const res = await fetch(new URL('/__local/faults/dynamodb', apiUrl()), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(plan),
  });
  expect(res.status).toBe(204);
};

let token: string;
let companyId: number;
let gr: ReturnType<typeof kindClient>;
let supplier: { id: number };

beforeAll(async () => {
  ({ token, companyId } = await freshCompany());
  gr = kindClient(token, '/api/goods-receipts', 'goodsReceipt');
  supplier = await createSupplier(token);
});

/** A goods receipt of 2 kg in lot L-1 whose rows are stored (the submit body carries none). */
const draft = async () => {
  const material = await createMaterial(token, { traceable: true, unit_of_measure: 'kg' });
  const id = await gr.manualNew();
  expectRoute('goodsReceiptPatchHeader', await gr.patch(id, { receipt_date: '2026-05-01' }));
  expectRoute(
    'goodsReceiptCreateRow',
    await gr.addRow(id, {
      supplier_id: supplier.id,
      material_id: material.id,
      lot_code: 'L-1',
      quantity: 2,
      unit: 'kg',
    }),
  );
  return { id, material };
};

describe('a submit interrupted and retried', () => {
  it.each([
    ['the posting failed before DynamoDB applied it', false],
    ['the posting was applied but the answer was lost', true],
  ])('%s: the retry posts once and verifies', async (_label, after) => {
    const { id, material } = await draft();
    await armFault({ command: 'TransactWrite', contains: `submission:goods_receipt:${id}`, nth: 1, after });
    expect((await gr.submit({ submission_id: id })).status).toBe(500);
    expect(await stockOf(token, material.id)).toBe(after ? 2 : 0);
    expect(
      (expectRoute('goodsReceiptGet', await gr.get(id)) as { submission_status: string }).submission_status,
    ).toBe('created');

    expectRoute('goodsReceiptSubmit', await gr.submit({ submission_id: id }));
    expect(await stockOf(token, material.id)).toBe(2);
    expect(await historyOf(token, material.id)).toHaveLength(1);
    expect((await lotsOf(token, material.id)).map((l) => l.quantity)).toEqual([2]);
  });

  it('the flip to verified applied but the answer lost: the retry is refused and nothing posts twice', async () => {
    const { id, material } = await draft();
    await armFault({ command: 'TransactWrite', contains: `#SUB#goods_receipt"`, nth: 1, after: true });
    expect((await gr.submit({ submission_id: id })).status).toBe(500);
    expectMessage(
      await gr.submit({ submission_id: id }),
      409,
      'This goods receipt submission was already submitted',
    );
    expect(await stockOf(token, material.id)).toBe(2);
    expect(await historyOf(token, material.id)).toHaveLength(1);
  });
});

describe('trace links', () => {
  let queryLinks: (pk: string) => Promise<Record<string, unknown>[]>;
  beforeAll(async () => {
    Object.assign(process.env, {
      TABLE_NAME: LOCAL_TABLE,
      AWS_ENDPOINT_URL_DYNAMODB: inject('dynamoEndpoint'),
      AWS_REGION: LOCAL_REGION,
      AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    });
    const kit = await import('@bp/functions/adapters/dynamodb/kit/index.ts');
    queryLinks = (partition) => kit.queryPartition({ partition, consistent: true });
  });

  it('production links input lots and the output lot both ways; a shipment links the lot and the customer', async () => {
    const { id, material } = await draft();
    expectRoute('goodsReceiptSubmit', await gr.submit({ submission_id: id }));
    const bread = await createMaterial(token, {
      traceable: true,
      unit_of_measure: 'kg',
      material_type: 'finished_goods',
    });
    const customer = await createCustomer(token);
    const prod = kindClient(token, '/api/production', 'production');
    const run = await prod.manualNew();
    expectRoute(
      'productionSubmit',
      await prod.submit({
        submission_id: run,
        production_date: '2026-05-02',
        product_id: bread.id,
        outgoing_lot: 'B-1',
        quantity_produced: 3,
        quantity_unit: 'kg',
        materials: [{ material_id: material.id, material_lot: 'L-1', unit: 'kg', amt_used: 1.5 }],
      }),
    );
    const ship = kindClient(token, '/api/shipments', 'shipment');
    const shipment = await ship.manualNew();
    expectRoute(
      'shipmentSubmit',
      await ship.submit({
        submission_id: shipment,
        customer_id: customer.id,
        date: '2026-05-03',
        rows: [{ material_id: bread.id, material_lot_code: 'B-1', material_quantity: 1 }],
      }),
    );

    const inputLot = (await lotsOf(token, material.id))[0]!;
    const outputLot = (await lotsOf(token, bread.id))[0]!;
    const fromInput = await queryLinks(lotTracePartition(companyId, inputLot.id));
    expect(fromInput.map((l) => [String(l.sk).split('#')[0], l.link])).toEqual(
      expect.arrayContaining([
        ['OUT', 'production'],
        ['RCV', 'receipt'],
      ]),
    );
    expect(fromInput.find((l) => l.link === 'production')).toMatchObject({
      input_lot_id: inputLot.id,
      output_lot_id: outputLot.id,
      quantity_used: 1500,
      date: '2026-05-02',
    });
    const intoOutput = await queryLinks(lotTracePartition(companyId, outputLot.id));
    expect(intoOutput.map((l) => l.link).sort()).toEqual(['production', 'shipment']);
    const toCustomer = await queryLinks(customerTracePartition(companyId, customer.id));
    expect(toCustomer).toEqual([
      expect.objectContaining({ lot_id: outputLot.id, quantity: 1000, date: '2026-05-03' }),
    ]);
  });
});
