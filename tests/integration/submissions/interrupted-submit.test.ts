import {
  customerTracePartition,
  lotTracePartition,
  supplierTracePartition,
} from '@bp/functions/adapters/dynamodb/inventory/records/trace-link.ts';
import { useLocalTable } from '@bp/infra/local/local-aws.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { cloud } from '../support/cloud.ts';
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
 * docs/inventory.md) and retried posts exactly once; the trace links land in the posting's own
 * transactions, with the stock they describe.
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
/** The items of one partition, read straight from the local cloud's DynamoDB. */
let queryLinks: (pk: string) => Promise<Record<string, unknown>[]>;

beforeAll(async () => {
  ({ token, companyId } = await freshCompany());
  gr = kindClient(token, '/api/goods-receipts', 'goodsReceipt');
  supplier = await createSupplier(token);
  useLocalTable(cloud().dynamoEndpoint);
  const kit = await import('@bp/functions/adapters/dynamodb/kit/index.ts');
  queryLinks = (partition) => kit.queryPartition({ partition, consistent: true });
});

const submissionLinks = async (partition: string, submissionId: number) =>
  (await queryLinks(partition)).filter((l) => l.submission_id === submissionId);

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
    // The links are in the posting's transaction: there exactly when the stock moved.
    expect(await submissionLinks(supplierTracePartition(companyId, supplier.id), id)).toHaveLength(
      after ? 1 : 0,
    );
    // The flip to verified is in that same transaction: frozen until it lands, verified with it.
    expect(
      (expectRoute('goodsReceiptGet', await gr.get(id)) as { submission_status: string }).submission_status,
    ).toBe(after ? 'verified' : 'submitting');
    if (after) {
      expectMessage(
        await gr.submit({ submission_id: id }),
        409,
        'This goods receipt submission was already submitted',
      );
    } else {
      expectMessage(
        await gr.patch(id, { receipt_date: '2026-05-09' }),
        409,
        'This goods receipt submission is being submitted and can no longer be changed; reload it in a moment',
      );
      expectRoute('goodsReceiptSubmit', await gr.submit({ submission_id: id }));
    }
    expect(await stockOf(token, material.id)).toBe(2);
    expect(await historyOf(token, material.id)).toHaveLength(1);
    const [lot] = await lotsOf(token, material.id);
    expect(lot?.quantity).toBe(2);
    expect(await submissionLinks(supplierTracePartition(companyId, supplier.id), id)).toEqual([
      expect.objectContaining({ link: 'receipt', lot_id: lot?.id, quantity: 2000, date: '2026-05-01' }),
    ]);
    expect(await submissionLinks(lotTracePartition(companyId, lot!.id), id)).toHaveLength(1);
  });

  it('a submit of several transactions crashed between them resumes: every link and entry once', async () => {
    const own = await createSupplier(token);
    const material = await createMaterial(token, { traceable: true, unit_of_measure: 'kg' });
    const id = await gr.manualNew();
    const rows = Array.from({ length: 40 }, (_, i) => ({
      supplier_id: own.id,
      material_id: material.id,
      lot_code: `MC-${i}`,
      quantity: 1 + i,
      unit: 'kg',
      po_number: `PO-${i}`,
    }));
    const body = { submission_id: id, receipt_date: '2026-05-04', rows };
    // Call 1 writes the posting's header, call 2 its first chunk (19 rows with their links): it
    // lands, then the "process" dies before the next one.
    await armFault({
      command: 'TransactWrite',
      contains: `submission:goods_receipt:${id}`,
      nth: 2,
      after: true,
    });
    expect((await gr.submit(body)).status).toBe(500);
    const partial = await submissionLinks(supplierTracePartition(companyId, own.id), id);
    expect(partial.length).toBeGreaterThan(0);
    expect(partial.length).toBeLessThan(40);
    expect(await historyOf(token, material.id)).toHaveLength(partial.length);

    expectRoute('goodsReceiptSubmit', await gr.submit(body));
    const links = await submissionLinks(supplierTracePartition(companyId, own.id), id);
    expect(links.map((l) => l.po_number).sort()).toEqual(rows.map((r) => r.po_number).sort());
    const lots = await lotsOf(token, material.id);
    expect(lots).toHaveLength(40);
    for (const lot of lots) {
      const [link, ...more] = await submissionLinks(lotTracePartition(companyId, lot.id), id);
      expect(more).toEqual([]);
      expect(link).toMatchObject({ link: 'receipt', lot_id: lot.id, quantity: lot.quantity * 1000 });
    }
    expect(await historyOf(token, material.id)).toHaveLength(40);
    expect(await stockOf(token, material.id)).toBe((40 * 41) / 2);
  });

  it('the freezing write applied but its answer lost: a retry with other rows finishes the snapshot', async () => {
    const { id, material } = await draft();
    await armFault({ command: 'TransactWrite', contains: `#SUB#goods_receipt"`, nth: 1, after: true });
    expect((await gr.submit({ submission_id: id })).status).toBe(500);
    expect(await stockOf(token, material.id)).toBe(0);
    const retry = {
      submission_id: id,
      rows: [
        { supplier_id: supplier.id, material_id: material.id, lot_code: 'OTHER', quantity: 7, unit: 'kg' },
      ],
    };
    expect(expectRoute('goodsReceiptSubmit', await gr.submit(retry))).toMatchObject({ transactions: 1 });
    expectMessage(await gr.submit(retry), 409, 'This goods receipt submission was already submitted');
    expect(await stockOf(token, material.id)).toBe(2);
    expect(await historyOf(token, material.id)).toHaveLength(1);
    const rows = expectRoute<{ lot_code: string; quantity: number }[]>(
      'goodsReceiptListRows',
      await gr.rows(id),
    );
    expect(rows.map((r) => [r.lot_code, r.quantity])).toEqual([['L-1', 2]]);
  });
});

describe('trace links', () => {
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
