import {
  lotTracePartition,
  supplierTracePartition,
} from '@bp/functions/adapters/dynamodb/inventory/records/trace-link.ts';
import { useLocalTable } from '@bp/infra/local/local-aws.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { cloud } from '../support/cloud.ts';
import { adminToken, api, apiUrl, login, unique } from '../support/api.ts';
import {
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
 * A submit is one state transition (docs/submissions.md, Submit): a fault at every transaction
 * boundary of a 40-row goods receipt and of a 30-input production run (before DynamoDB applied
 * the call, and after it applied it with the answer lost), then edits (refused while frozen)
 * and a retry from another user of the company with other rows: the ledger, the balances, the
 * lots, the trace links and the stored rows all say what the first (frozen) submit said, once.
 * The boundaries are counted, not assumed: a probe (a fault that never fires) counts the
 * TransactWriteItems calls of a clean submit of the same shape.
 */

const faults = () => new URL('/__local/faults/dynamodb', apiUrl());
const armFault = async (plan: { command: string; contains: string; nth: number; after?: boolean }) => {
  const res = await fetch(faults(), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(plan),
  });
  expect(res.status).toBe(204);
};
/** Disarms the faults of `contains`, answering how many matching calls they saw. */
const disarm = async (contains: string) => {
  const url = faults();
  url.searchParams.set('contains', contains);
  const res = await fetch(url, { method: 'DELETE' });
  expect(res.status).toBe(200);
  return ((await res.json()) as { seen: number }).seen;
};

const FROZEN = (label: string) =>
  `This ${label} submission is being submitted and can no longer be changed; reload it in a moment`;
const VERIFIED = (label: string) => `This ${label} submission is verified and can no longer be changed`;
const ALREADY = (label: string) => `This ${label} submission was already submitted`;

let token: string;
let other: string;
let companyId: number;
/** Every TransactWriteItems of this company's data (its keys start `C#<id>#`). */
let ours: string;
let supplier: { id: number };
let queryItems: (pk: string) => Promise<Record<string, unknown>[]>;
let sweep: (graceSeconds: number) => Promise<{ seen: number; finished: number; failed: number }>;

/** A second user of the same company: "another client". */
const secondUser = async () => {
  const email = `${unique('frozen')}@example.test`;
  const res = await api('POST', '/api/admin/users/', {
    token: await adminToken(),
    json: {
      first_name: 'Ola',
      last_name: 'Other',
      email,
      password: 'secret-password',
      company_id: companyId,
      is_admin: false,
    },
  });
  expect(res.status, res.text).toBe(201);
  return login(email, 'secret-password');
};

beforeAll(async () => {
  ({ token, companyId } = await freshCompany());
  other = await secondUser();
  ours = `"C#${companyId}#`;
  supplier = await createSupplier(token);
  useLocalTable(cloud().dynamoEndpoint);
  const kit = await import('@bp/functions/adapters/dynamodb/kit/index.ts');
  queryItems = (partition) => kit.queryPartition({ partition, consistent: true });
  const { handler } = await import('@bp/functions/jobs/sweep-submits.ts');
  const { lambdaContext } = await import('@bp/infra/local/lambda-context.ts');
  sweep = (graceSeconds) => handler({ graceSeconds }, lambdaContext('sweep-submits'));
});

const linksOf = async (partition: string, submissionId: number) =>
  (await queryItems(partition)).filter((l) => l.submission_id === submissionId);

type Status = 'created' | 'submitting' | 'verified';
const statusOf = async (client: ReturnType<typeof kindClient>, op: string, id: number) =>
  (expectRoute(`${op}Get`, await client.get(id)) as { submission_status: Status }).submission_status;

/**
 * Submits `body` with a fault at the `nth` transaction of the company (or none), then checks that
 * nothing can change the submission while it is frozen: a row added, a row edited, the header,
 * archive. Answers the status it was left in.
 */
const crashAndPoke = async (
  client: ReturnType<typeof kindClient>,
  op: string,
  label: string,
  id: number,
  body: Record<string, unknown>,
  fault: { nth: number; after: boolean },
  headerPatch: Record<string, unknown>,
) => {
  await armFault({ command: 'TransactWrite', contains: ours, ...fault });
  const crashed = await client.submit(body);
  expect(crashed.status, crashed.text).toBe(500);
  const status = await statusOf(client, op, id);
  if (status === 'created') return status;
  const message = status === 'submitting' ? FROZEN(label) : VERIFIED(label);
  expectMessage(await client.addRow(id, {}), 409, message);
  const rows = expectRoute<{ id: number }[]>(`${op}ListRows`, await client.rows(id));
  if (rows[0]) expectMessage(await client.patchRow(rows[0].id, { row_index: 99 }), 409, message);
  expectMessage(await client.patch(id, headerPatch), 409, message);
  expectMessage(await client.archive(id, true), 409, message);
  return status;
};

/** The submission's ledger entries of `materialId` (all pages). */
const entriesOf = async (materialId: number, submissionId: number) =>
  (await historyOf(token, materialId)).filter((e) => e.submission?.submission_id === submissionId);

/** Every balance of the material equals the sum of its ledger; every entry exists once. */
const balancesAgree = async (materialId: number) => {
  const entries = await historyOf(token, materialId);
  expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
  const sum = (list: typeof entries) => Math.round(list.reduce((s, e) => s + e.qty_delta * 1000, 0)) / 1000;
  expect(await stockOf(token, materialId)).toBeCloseTo(sum(entries), 3);
  for (const lot of await lotsOf(token, materialId))
    expect(lot.quantity).toBeCloseTo(sum(entries.filter((e) => e.lot_id === lot.id)), 3);
};

describe('a 40-row goods receipt: a fault at every transaction boundary', () => {
  const gr = () => kindClient(token, '/api/goods-receipts', 'goodsReceipt');
  const grOther = () => kindClient(other, '/api/goods-receipts', 'goodsReceipt');
  /** 40 rows over 4 lot codes (so the posting creates 4 lots), 1..40 kg, a PO each. */
  const rowsFor = (materialId: number, tag: string) =>
    Array.from({ length: 40 }, (_, i) => ({
      supplier_id: supplier.id,
      material_id: materialId,
      lot_code: `${tag}-${i % 4}`,
      quantity: 1 + i,
      unit: 'kg',
      po_number: `PO-${i}`,
    }));
  const otherRows = (materialId: number) => [
    { supplier_id: supplier.id, material_id: materialId, lot_code: 'X-1', quantity: 500, unit: 'kg' },
    { supplier_id: supplier.id, material_id: materialId, lot_code: 'X-2', quantity: 7.5, unit: 'kg' },
  ];

  /** Ledger, balances, lots, links and stored rows all say `rows`, once each. */
  const agrees = async (
    id: number,
    materialId: number,
    rows: ReturnType<typeof rowsFor>,
    date = '2026-06-01',
  ) => {
    expect(await statusOf(gr(), 'goodsReceipt', id)).toBe('verified');
    const stored = expectRoute<{ lot_code: string; quantity: number; po_number: string | null }[]>(
      'goodsReceiptListRows',
      await gr().rows(id),
    );
    const shape = (r: { lot_code: string; quantity: number; po_number?: string | null }) =>
      `${r.lot_code}|${r.quantity}|${r.po_number ?? ''}`;
    expect(stored.map(shape).sort()).toEqual(rows.map(shape).sort());
    const entries = await entriesOf(materialId, id);
    expect(entries.map((e) => `${e.lot_code}|${e.qty_delta}`).sort()).toEqual(
      rows.map((r) => `${r.lot_code}|${r.quantity}`).sort(),
    );
    await balancesAgree(materialId);
    const lots = await lotsOf(token, materialId);
    expect(lots.map((l) => l.lot_code).sort()).toEqual([...new Set(rows.map((r) => r.lot_code))].sort());
    const links = await linksOf(supplierTracePartition(companyId, supplier.id), id);
    expect(
      links.map((l) => `${l.po_number ?? ''}|${Number(l.quantity) / 1000}|${String(l.date)}`).sort(),
    ).toEqual(rows.map((r) => `${r.po_number ?? ''}|${r.quantity}|${date}`).sort());
    for (const lot of lots) {
      const own = await linksOf(lotTracePartition(companyId, lot.id), id);
      expect(own.reduce((s, l) => s + Number(l.quantity), 0)).toBe(Math.round(lot.quantity * 1000));
    }
  };

  const fresh = async (tag: string) => {
    const material = await createMaterial(token, { traceable: true, unit_of_measure: 'kg' });
    const id = await gr().manualNew();
    const rows = rowsFor(material.id, tag);
    return { material, id, rows, body: { submission_id: id, receipt_date: '2026-06-01', rows } };
  };

  let boundaries = 0;
  beforeAll(async () => {
    const probe = await fresh('PROBE');
    await armFault({ command: 'TransactWrite', contains: ours, nth: 1_000_000 });
    expectRoute('goodsReceiptSubmit', await gr().submit(probe.body));
    boundaries = await disarm(ours);
    await agrees(probe.id, probe.material.id, probe.rows);
  });

  it('counts its transactions: the freeze, the rows, 4 lots, the posting header and 3 chunks', () => {
    expect(boundaries).toBe(10);
  });

  it.each(
    Array.from({ length: 10 }, (_, i) => i + 1).flatMap((nth) => [
      [nth, false],
      [nth, true],
    ]),
  )(
    'transaction %i fails (applied: %s); edits refused; another client retries with other rows',
    async (nth, after) => {
      expect(nth).toBeLessThanOrEqual(boundaries);
      const { material, id, rows, body } = await fresh(`G${nth}${after ? 'a' : 'b'}`);
      const status = await crashAndPoke(
        gr(),
        'goodsReceipt',
        'goods receipt',
        id,
        body,
        { nth, after },
        {
          receipt_date: '2026-07-01',
        },
      );
      const retry = await grOther().submit({
        submission_id: id,
        receipt_date: '2026-06-09',
        rows: otherRows(material.id),
      });
      if (status === 'created') {
        // Only a fault before the freezing write leaves nothing frozen: the retry is a new submit.
        expect(nth === 1 && !after).toBe(true);
        expect(expectRoute('goodsReceiptSubmit', retry)).toMatchObject({ transactions: 2 });
        return agrees(id, material.id, otherRows(material.id) as ReturnType<typeof rowsFor>, '2026-06-09');
      }
      if (status === 'verified') {
        expect(nth === boundaries && after).toBe(true);
        expectMessage(retry, 409, ALREADY('goods receipt'));
      } else {
        // The frozen snapshot is finished, whatever the retry's body: the first submit's answer.
        expect(expectRoute('goodsReceiptSubmit', retry)).toEqual({
          submission_id: id,
          submission_status: 'verified',
          transactions: 40,
          inconsistent_lots: [],
        });
      }
      await agrees(id, material.id, rows);
    },
  );

  it('a crash, no retry: the sweeper finishes it', async () => {
    const { material, id, rows, body } = await fresh('SWEPT');
    const status = await crashAndPoke(
      gr(),
      'goodsReceipt',
      'goods receipt',
      id,
      body,
      { nth: 8, after: true },
      {
        receipt_date: '2026-07-01',
      },
    );
    expect(status).toBe('submitting');
    // A sweep with the deployed grace period leaves a submit this recent alone.
    expect((await sweep(3600)).finished).toBe(0);
    expect(await statusOf(gr(), 'goodsReceipt', id)).toBe('submitting');
    const swept = await sweep(0);
    expect(swept.failed).toBe(0);
    expect(swept.finished).toBeGreaterThanOrEqual(1);
    await agrees(id, material.id, rows);
    expect((await sweep(0)).seen).toBe(0);
  });

  it('two clients submit different rows at once: one snapshot wins, the stored rows are the posted rows', async () => {
    const { material, id, rows, body } = await fresh('RACE');
    const theirs = otherRows(material.id);
    const answers = await Promise.all([
      gr().submit(body),
      grOther().submit({ submission_id: id, receipt_date: '2026-06-02', rows: theirs }),
    ]);
    for (const a of answers) expect([200, 409]).toContain(a.status);
    const won = answers.filter((a) => a.status === 200);
    expect(won.length).toBeGreaterThanOrEqual(1);
    for (const a of won) expect(a.body).toEqual(won[0]?.body);
    const first = (won[0]?.body as { transactions: number }).transactions === 40;
    await agrees(
      id,
      material.id,
      (first ? rows : theirs) as ReturnType<typeof rowsFor>,
      first ? '2026-06-01' : '2026-06-02',
    );
  });
});

describe('a 30-input production run: a fault at every transaction boundary', () => {
  const prod = () => kindClient(token, '/api/production', 'production');
  const prodOther = () => kindClient(other, '/api/production', 'production');
  let inputs: { id: number }[] = [];

  /** 30 inputs over 3 materials and 15 received lots, 0.5..15 kg each. */
  const materialsFor = () =>
    Array.from({ length: 30 }, (_, i) => ({
      material_id: inputs[i % 3]!.id,
      material_lot: `IN-${i % 3}-${i % 5}`,
      unit: 'kg',
      amt_used: (i + 1) / 2,
    }));

  const fresh = async (tag: string) => {
    const product = await createMaterial(token, {
      traceable: true,
      unit_of_measure: 'kg',
      material_type: 'finished_goods',
    });
    const id = await prod().manualNew();
    const body = {
      submission_id: id,
      production_date: '2026-06-03',
      product_id: product.id,
      outgoing_lot: `OUT-${tag}`,
      quantity_produced: 12,
      quantity_unit: 'kg',
      materials: materialsFor(),
    };
    return { product, id, body };
  };

  /** The run's entries are the snapshot's: 30 usages and one output, once each; links both ways. */
  const agrees = async (
    id: number,
    productId: number,
    outgoing: string,
    used: ReturnType<typeof materialsFor>,
  ) => {
    expect(await statusOf(prod(), 'production', id)).toBe('verified');
    const stored = expectRoute<{ material_lot: string; amt_used: number }[]>(
      'productionListRows',
      await prod().rows(id),
    );
    const shape = (r: { material_lot: string; amt_used: number }) => `${r.material_lot}|${r.amt_used}`;
    expect(stored.map(shape).sort()).toEqual(used.map(shape).sort());
    const usages = (await Promise.all(inputs.map((m) => entriesOf(m.id, id)))).flat();
    expect(usages.map((e) => `${e.lot_code}|${-e.qty_delta}`).sort()).toEqual(
      used.map((u) => `${u.material_lot}|${u.amt_used}`).sort(),
    );
    const output = await entriesOf(productId, id);
    expect(output.map((e) => [e.lot_code, e.qty_delta, e.txn_type])).toEqual([
      [outgoing, 12, 'production_output'],
    ]);
    for (const m of [...inputs, { id: productId }]) await balancesAgree(m.id);
    const [outLot, ...more] = await lotsOf(token, productId);
    expect(more).toEqual([]);
    const into = await linksOf(lotTracePartition(companyId, outLot!.id), id);
    expect(into).toHaveLength(used.length);
    expect(into.reduce((s, l) => s + Number(l.quantity_used), 0)).toBe(
      used.reduce((s, u) => s + u.amt_used * 1000, 0),
    );
  };

  let boundaries = 0;
  beforeAll(async () => {
    inputs = await Promise.all(
      [0, 1, 2].map(() => createMaterial(token, { traceable: true, unit_of_measure: 'kg' })),
    );
    const gr = kindClient(token, '/api/goods-receipts', 'goodsReceipt');
    const receipt = await gr.manualNew();
    const rows = [0, 1, 2].flatMap((m) =>
      [0, 1, 2, 3, 4].map((l) => ({
        supplier_id: supplier.id,
        material_id: inputs[m]!.id,
        lot_code: `IN-${m}-${l}`,
        quantity: 10_000,
        unit: 'kg',
      })),
    );
    expectRoute(
      'goodsReceiptSubmit',
      await gr.submit({ submission_id: receipt, receipt_date: '2026-06-01', rows }),
    );

    const probe = await fresh('PROBE');
    await armFault({ command: 'TransactWrite', contains: ours, nth: 1_000_000 });
    expectRoute('productionSubmit', await prod().submit(probe.body));
    boundaries = await disarm(ours);
    await agrees(probe.id, probe.product.id, 'OUT-PROBE', probe.body.materials);
  });

  it('counts its transactions: the freeze, the rows, the output lot, the posting header and 2 chunks', () => {
    expect(boundaries).toBe(6);
  });

  it.each(
    Array.from({ length: 6 }, (_, i) => i + 1).flatMap((nth) => [
      [nth, false],
      [nth, true],
    ]),
  )(
    'transaction %i fails (applied: %s); edits refused; another client retries with other inputs',
    async (nth, after) => {
      const tag = `P${nth}${after ? 'a' : 'b'}`;
      const { product, id, body } = await fresh(tag);
      const status = await crashAndPoke(
        prod(),
        'production',
        'production',
        id,
        body,
        { nth, after },
        {
          production_date: '2026-07-01',
        },
      );
      const theirs = materialsFor()
        .slice(0, 2)
        .map((m) => ({ ...m, amt_used: 99 }));
      const retry = await prodOther().submit({ ...body, outgoing_lot: `OTHER-${tag}`, materials: theirs });
      if (status === 'created') {
        expect(nth === 1 && !after).toBe(true);
        expectRoute('productionSubmit', retry);
        return agrees(id, product.id, `OTHER-${tag}`, theirs);
      }
      if (status === 'verified') {
        expect(nth === boundaries && after).toBe(true);
        expectMessage(retry, 409, ALREADY('production'));
      } else {
        expect(expectRoute('productionSubmit', retry)).toMatchObject({ submission_id: id, transactions: 31 });
      }
      await agrees(id, product.id, `OUT-${tag}`, body.materials);
    },
  );

  it('a crash, no retry: the sweeper finishes it', async () => {
    const { product, id, body } = await fresh('SWEPT');
    expect(
      await crashAndPoke(
        prod(),
        'production',
        'production',
        id,
        body,
        { nth: 5, after: true },
        {
          production_date: '2026-07-01',
        },
      ),
    ).toBe('submitting');
    const swept = await sweep(0);
    expect(swept).toMatchObject({ failed: 0 });
    expect(swept.finished).toBeGreaterThanOrEqual(1);
    await agrees(id, product.id, 'OUT-SWEPT', body.materials);
  });
});
