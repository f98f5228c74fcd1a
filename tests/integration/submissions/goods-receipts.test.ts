import { rowMessages } from '@bp/shared/contracts/submissions/messages.ts';
import { beforeAll, describe, expect, it } from 'vitest';
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

let token: string;
let gr: ReturnType<typeof kindClient>;
let flour: { id: number; name: string };
let salt: { id: number };
let supplier: { id: number; name: string };

beforeAll(async () => {
  ({ token } = await freshCompany());
  gr = kindClient(token, '/api/goods-receipts', 'goodsReceipt');
  flour = await createMaterial(token, { traceable: true, unit_of_measure: 'kg' });
  salt = await createMaterial(token, { traceable: false, unit_of_measure: 'g' });
  supplier = await createSupplier(token);
});

describe('goods receipts', () => {
  it('creates a manual submission, edits rows, lists it in review, and refuses bad rows with the screen messages', async () => {
    const id = await gr.manualNew();
    const created = expectRoute('goodsReceiptGet', await gr.get(id));
    expect(created).toMatchObject({
      id,
      submission_type: 'manual_entry',
      submission_status: 'created',
      is_archived: false,
    });

    const row = expectRoute<{ id: number; row_index: number }>(
      'goodsReceiptCreateRow',
      await gr.addRow(id, { quantity: 0, unit: '' }),
    );
    expect(row.row_index).toBe(1);
    const second = expectRoute<{ row_index: number }>('goodsReceiptCreateRow', await gr.addRow(id, {}));
    expect(second.row_index).toBe(2);

    const patched = expectRoute(
      'goodsReceiptPatchRow',
      await gr.patchRow(row.id, { material_id: flour.id, quantity: '2.5' }),
    );
    expect(patched).toMatchObject({
      material_id: flour.id,
      material_name: flour.name,
      material_recognised: true,
      quantity: 2.5,
    });
    expectMessage(await gr.patchRow(row.id, { quantity: 'abc' }), 400, rowMessages.invalidNumber);
    expectMessage(await gr.patchRow(row.id, { material_id: 999999 }), 404, 'Material not found');
    expectMessage(await gr.patchRow(row.id, { supplier_id: 999999 }), 404, 'Supplier not found');
    expectMessage(await gr.patchRow(987654321, { quantity: 1 }), 404, 'Row not found');

    const listed = expectRoute<{ items: { id: number }[] }>(
      'goodsReceiptList',
      await gr.list({ filter_type: 'review' }),
    );
    expect(listed.items.map((s) => s.id)).toContain(id);
    const verifiedOnly = expectRoute<{ items: { id: number }[] }>(
      'goodsReceiptList',
      await gr.list({ filter_type: 'verified' }),
    );
    expect(verifiedOnly.items.map((s) => s.id)).not.toContain(id);

    // Submit refuses what the screen refuses, and saves nothing when it does.
    const base = { submission_id: id, receipt_date: '2026-03-01' };
    const good = {
      supplier_id: supplier.id,
      material_id: flour.id,
      lot_code: 'F-1',
      po_number: 'PO-7',
      quantity: 3,
      unit: 'kg',
    };
    expectMessage(
      await gr.submit({ ...base, rows: [{ ...good, quantity: 0 }] }),
      400,
      rowMessages.mustBePositive,
    );
    expectMessage(
      await gr.submit({ ...base, rows: [{ ...good, quantity: null }] }),
      400,
      rowMessages.quantityRequired,
    );
    expectMessage(
      await gr.submit({ ...base, rows: [{ ...good, lot_code: ' ' }] }),
      400,
      rowMessages.lotRequired,
    );
    expectMessage(
      await gr.submit({ ...base, rows: [{ ...good, supplier_id: null }] }),
      400,
      rowMessages.supplierRequired,
    );
    expectMessage(
      await gr.submit({ ...base, rows: [{ ...good, material_id: null }] }),
      400,
      rowMessages.materialRequired,
    );
    expectMessage(await gr.submit({ ...base, rows: [] }), 400, rowMessages.rowsRequired);
    expectMessage(await gr.submit({ submission_id: id, rows: [good] }), 400, rowMessages.receiptDateRequired);
    expectMessage(
      await gr.submit({ ...base, rows: [{ ...good, unit: 'L' }] }),
      400,
      'Cannot convert L to kg',
    );
    // The supplier's own lot code (issue 21 item 4) is text of at most 100 characters.
    expectMessage(
      await gr.submit({ ...base, rows: [{ ...good, supplier_lot_code: 'X'.repeat(101) }] }),
      400,
      'supplier_lot_code must be at most 100 characters',
    );
    const tooLarge = 'Must be at most 1,000,000,000,000 in size';
    const huge = { ...good, quantity: 1_000_000_000_000, unit: 'kg' };
    expectMessage(await gr.submit({ ...base, rows: [huge, huge] }), 400, tooLarge);
    const inGrams = {
      ...good,
      material_id: salt.id,
      lot_code: null,
      quantity: 1_000_000_000_000,
      unit: 'kg',
    };
    expectMessage(await gr.submit({ ...base, rows: [inGrams] }), 400, tooLarge);
    expect((await gr.rows(id)).body).toHaveLength(2);
    expect(await stockOf(token, flour.id)).toBe(0);
  });

  it('submits: lots with origin goods_receipt, stock and ledger, unit conversion; then it is verified and read-only', async () => {
    const id = await gr.manualNew();
    const result = expectRoute(
      'goodsReceiptSubmit',
      await gr.submit({
        submission_id: id,
        receipt_date: '2026-03-02',
        rows: [
          {
            supplier: { id: supplier.id, recognised: true, value: supplier.name },
            material: { id: flour.id },
            lot_code: 'GR-A',
            po_number: 'PO-1',
            quantity: 1500,
            unit: 'g',
          },
          {
            supplier_id: supplier.id,
            material_id: flour.id,
            lot_code: 'gr-a',
            po_number: null,
            quantity: 2,
            unit: 'kg',
          },
          {
            supplier_id: supplier.id,
            material_id: salt.id,
            lot_code: null,
            po_number: null,
            quantity: 0.5,
            unit: 'kg',
          },
        ],
      }),
    );
    expect(result).toMatchObject({
      submission_id: id,
      submission_status: 'verified',
      transactions: 3,
      inconsistent_lots: [],
    });

    expect(await stockOf(token, flour.id)).toBe(3.5);
    expect(await stockOf(token, salt.id)).toBe(500);
    const lots = await lotsOf(token, flour.id);
    expect(lots.find((l) => l.lot_code === 'GR-A')).toMatchObject({ quantity: 3.5, origin: 'goods_receipt' });
    const history = await historyOf(token, flour.id);
    expect(history.filter((t) => t.submission?.submission_id === id)).toHaveLength(2);
    expect(history[0]).toMatchObject({ txn_type: 'goods_receipt', ref_doc_type: 'goods_receipt_submission' });

    const after = expectRoute('goodsReceiptGet', await gr.get(id));
    expect(after).toMatchObject({ submission_status: 'verified', receipt_date: '2026-03-02' });
    const rows = expectRoute<{ id: number }[]>('goodsReceiptListRows', await gr.rows(id));
    expect(rows).toHaveLength(3);

    const locked = `This goods receipt submission is verified and can no longer be changed`;
    expectMessage(await gr.patchRow(rows[0]!.id, { quantity: 9 }), 409, locked);
    expectMessage(await gr.deleteRow(rows[0]!.id), 409, locked);
    expectMessage(await gr.addRow(id, {}), 409, locked);
    expectMessage(await gr.patch(id, { receipt_date: '2026-01-01' }), 409, locked);
    expectMessage(await gr.archive(id, true), 409, locked);
    expectMessage(
      await gr.submit({ submission_id: id }),
      409,
      'This goods receipt submission was already submitted',
    );
    expect(await stockOf(token, flour.id)).toBe(3.5);

    const verified = expectRoute<{ items: { id: number }[] }>(
      'goodsReceiptList',
      await gr.list({ filter_type: 'verified' }),
    );
    expect(verified.items.map((s) => s.id)).toContain(id);
  });

  it('archives, lists archived ones only when asked, removes rows, and has no original for a manual entry', async () => {
    const id = await gr.manualNew();
    const row = expectRoute<{ id: number }>('goodsReceiptCreateRow', await gr.addRow(id, { quantity: 1 }));
    expect((await gr.deleteRow(row.id)).status).toBe(204);
    expect((await gr.rows(id)).body).toEqual([]);
    expect(expectRoute('goodsReceiptArchive', await gr.archive(id, true))).toMatchObject({
      is_archived: true,
    });
    expect((await gr.list({ page_size: 500 })).body.items.map((s) => s.id)).not.toContain(id);
    expect((await gr.list({ include_archived: true, page_size: 500 })).body.items.map((s) => s.id)).toContain(
      id,
    );
    expectMessage(
      await gr.submit({ submission_id: id }),
      409,
      'This goods receipt submission is archived; unarchive it before submitting',
    );
    expectMessage(
      await gr.submit({ submissionId: id, documentFilename: 'note.pdf', rows: [] }),
      409,
      'This goods receipt submission is archived; unarchive it before submitting',
    );
    expectMessage(await gr.submit({ rows: [] }), 400, 'submission_id is required');
    expectMessage(await gr.original(id), 404, 'This submission has no original document');
    expectMessage(await gr.get(987654321), 404, 'Goods receipt submission not found');
    expectMessage(await gr.submit({ submission_id: 987654321 }), 404, 'Goods receipt submission not found');
    expect((await gr.archive(id, 'yes' as unknown as boolean)).status).toBe(400);
  });

  it('pages the list 25 at a time unless asked, newest first', async () => {
    const { token: own } = await freshCompany();
    const client = kindClient(own, '/api/goods-receipts', 'goodsReceipt');
    const ids: number[] = [];
    for (let i = 0; i < 27; i++) ids.push(await client.manualNew());
    const first = expectRoute<{ items: { id: number }[]; total: number }>(
      'goodsReceiptList',
      await client.list(),
    );
    expect(first.total).toBe(27);
    expect(first.items).toHaveLength(25);
    expect(first.items[0]!.id).toBe(ids[26]);
    const second = expectRoute<{ items: unknown[] }>(
      'goodsReceiptList',
      await client.list({ page: 2, page_size: 10 }),
    );
    expect(second.items).toHaveLength(10);
    expect((await client.list({ filter_type: 'bogus' })).status).toBe(400);
  });

  it('a concurrent double submit applies once', async () => {
    const id = await gr.manualNew();
    const body = {
      submission_id: id,
      receipt_date: '2026-03-03',
      rows: [{ supplier_id: supplier.id, material_id: flour.id, lot_code: 'TWICE', quantity: 4, unit: 'kg' }],
    };
    const before = await stockOf(token, flour.id);
    const answers = await Promise.all([gr.submit(body), gr.submit(body), gr.submit(body)]);
    // One freezes it; the others either finish that snapshot (the winner's answer) or find it
    // verified (409): never a second posting.
    const won = answers.filter((a) => a.status === 200);
    expect(won.length).toBeGreaterThanOrEqual(1);
    for (const a of won) expect(a.body).toEqual(won[0]?.body);
    for (const a of answers.filter((x) => x.status !== 200))
      expectMessage(a, 409, 'This goods receipt submission was already submitted');
    expect(await stockOf(token, flour.id)).toBe(before + 4);
    expect((await lotsOf(token, flour.id)).find((l) => l.lot_code === 'TWICE')?.quantity).toBe(4);
  });

  it('a document of 40 rows (a posting of two transactions) posts every row once', async () => {
    const id = await gr.manualNew();
    const rows = Array.from({ length: 40 }, (_, i) => ({
      supplier_id: supplier.id,
      material_id: salt.id,
      lot_code: `BIG-${i % 5}`,
      quantity: 1,
      unit: 'g',
    }));
    const before = await stockOf(token, salt.id);
    const answer = expectRoute<{ transactions: number }>(
      'goodsReceiptSubmit',
      await gr.submit({ submission_id: id, receipt_date: '2026-03-04', rows }),
    );
    expect(answer.transactions).toBe(40);
    expect(await stockOf(token, salt.id)).toBe(before + 40);
    expect((await gr.rows(id)).body).toHaveLength(40);
  });
});
