import type { MaterialLot } from '@bp/shared/contracts/lots.ts';
import { supplierLotArrival, supplierLotRepeatsAnswer } from '@bp/shared/contracts/supplier-lot-repeat.ts';
import type { Material } from '@bp/shared/contracts/materials.ts';
import type { Supplier } from '@bp/shared/contracts/suppliers.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { raceAtCall } from '../support/paused-call.ts';
import {
  createMaterial,
  createSupplier,
  expectMessage,
  freshCompany,
  kindClient,
  lotsOf,
} from '../submissions/support.ts';

/**
 * Issue 21 item 4: the same supplier lot arriving again joins the lot of ours it first arrived
 * into; naming another code of ours is a split the row must ask for (409 otherwise).
 */
let token: string;
let mill: Supplier;
let other: Supplier;
let flour: Material;
let gr: ReturnType<typeof kindClient>;
beforeAll(async () => {
  ({ token } = await freshCompany());
  [mill, other, flour] = await Promise.all([
    createSupplier(token, { name: 'Mill' }),
    createSupplier(token, { name: 'Other Mill' }),
    createMaterial(token, { name: 'Flour', traceable: true }),
  ]);
  gr = kindClient(token, '/api/goods-receipts', 'goodsReceipt');
}, 60_000);

type Row = { lot_code?: string | null; supplier_lot_code: string; quantity?: number } & Record<
  string,
  unknown
>;
const submit = async (date: string, rows: Row[]) => {
  const id = await gr.manualNew();
  const res = await gr.submit({
    submission_id: id,
    receipt_date: date,
    rows: rows.map((r) => ({ supplier_id: mill.id, material_id: flour.id, quantity: 10, unit: 'kg', ...r })),
  });
  return { id, res };
};
const lot = async (code: string): Promise<MaterialLot | undefined> =>
  (await lotsOf(token, flour.id)).find((l) => l.lot_code === code);

describe('the same supplier lot arriving again', () => {
  it('joins the lot it arrived into when the row gives no lot code of ours; the row keeps that code', async () => {
    expect(
      (await submit('2026-03-01', [{ lot_code: 'FL-1', supplier_lot_code: 'MILL-B77' }])).res.status,
    ).toBe(200);
    const { id, res } = await submit('2026-03-08', [{ lot_code: ' ', supplier_lot_code: ' mill-b77 ' }]);
    expect(res.status, res.text).toBe(200);
    expect(await lot('FL-1')).toMatchObject({ quantity: 20 });
    expect((await lotsOf(token, flour.id)).length).toBe(1);
    const rows = await gr.rows(id);
    expect(rows.body[0]).toMatchObject({ lot_code: 'FL-1', supplier_lot_code: 'mill-b77' });
  });

  it('refuses another code of ours without a split, naming their lot and ours, and changes nothing', async () => {
    const { id, res } = await submit('2026-03-09', [{ lot_code: 'FL-9', supplier_lot_code: 'MILL-B77' }]);
    expect(res.status, res.text).toBe(409);
    const body = supplierLotRepeatsAnswer.parse(res.body);
    expect(body.message).toBe(
      'Their lot MILL-B77 from Mill arrived before as our lot FL-1 on 2026-03-01: receiving it as lot FL-9 ' +
        'makes a separate lot. Leave the lot code blank to add to FL-1, or split it on purpose (split_supplier_lot)',
    );
    expect(body.supplier_lots).toEqual([
      {
        material_id: flour.id,
        material_name: 'Flour',
        supplier_id: mill.id,
        supplier_name: 'Mill',
        supplier_lot_code: 'MILL-B77',
        lot_id: (await lot('FL-1'))?.id,
        lot_code: 'FL-1',
        received_date: '2026-03-01',
        row_lot_code: 'FL-9',
      },
    ]);
    expect(await lot('FL-9')).toBeUndefined();
    expect(await lot('FL-1')).toMatchObject({ quantity: 20 });
    expect((await gr.get(id)).body).toMatchObject({ submission_status: 'created' });

    // The split asked for on purpose: a new lot; the supplier lot still leads to FL-1 afterwards.
    const split = await gr.submit({
      submission_id: id,
      receipt_date: '2026-03-09',
      rows: [
        {
          supplier_id: mill.id,
          material_id: flour.id,
          quantity: 5,
          unit: 'kg',
          lot_code: 'FL-9',
          supplier_lot_code: 'MILL-B77',
          split_supplier_lot: true,
        },
      ],
    });
    expect(split.status, split.text).toBe(200);
    expect(await lot('FL-9')).toMatchObject({ quantity: 5 });
    expect((await submit('2026-03-10', [{ supplier_lot_code: 'MILL-B77', quantity: 1 }])).res.status).toBe(
      200,
    );
    expect(await lot('FL-1')).toMatchObject({ quantity: 21 });
  });

  it('keeps two suppliers apart: the same code of another supplier is another supplier lot', async () => {
    const { res } = await submit('2026-03-11', [
      { supplier_id: other.id, lot_code: 'FL-20', supplier_lot_code: 'MILL-B77' },
    ]);
    expect(res.status, res.text).toBe(200);
    expect(await lot('FL-20')).toMatchObject({ quantity: 10 });
    // Blank, from the other supplier: it joins FL-20, not FL-1.
    expect(
      (await submit('2026-03-12', [{ supplier_id: other.id, supplier_lot_code: 'mill-B77' }])).res.status,
    ).toBe(200);
    expect(await lot('FL-20')).toMatchObject({ quantity: 20 });
    expect(await lot('FL-1')).toMatchObject({ quantity: 21 });
  });

  it('keeps a blank lot code of a supplier lot never received a 400, and applies to stored rows too', async () => {
    expectMessage(
      (await submit('2026-03-13', [{ supplier_lot_code: 'NEW-1' }])).res,
      400,
      'Required for traceable materials',
    );
    // Rows saved first and submitted as stored (the verification screen's way).
    const id = await gr.manualNew();
    const added = await gr.addRow(id, {
      supplier_id: mill.id,
      material_id: flour.id,
      quantity: 2,
      unit: 'kg',
      supplier_lot_code: 'MILL-B77',
    });
    expect(added.status, added.text).toBeLessThan(300);
    const res = await gr.submit({ submission_id: id, receipt_date: '2026-03-14' });
    expect(res.status, res.text).toBe(200);
    expect(await lot('FL-1')).toMatchObject({ quantity: 23 });
  });

  it('answers the lot a supplier lot arrived into for the screens; refuses an unknown material', async () => {
    const arrival = (materialId: number, query: Record<string, string | number>) =>
      api('GET', `/api/inventory/${materialId}/supplier-lot`, { token, query });
    const found = await arrival(flour.id, { supplier_id: mill.id, supplier_lot_code: ' mill-b77' });
    expect(found.status, found.text).toBe(200);
    expect(supplierLotArrival.parse(found.body)).toEqual({
      lot: { lot_id: (await lot('FL-1'))?.id, lot_code: 'FL-1', received_date: '2026-03-01' },
    });
    const none = await arrival(flour.id, { supplier_id: other.id, supplier_lot_code: 'NOPE' });
    expect(none.body).toEqual({ lot: null });
    expectMessage(
      await arrival(999_999, { supplier_id: mill.id, supplier_lot_code: 'X' }),
      404,
      'Material not found',
    );
    expectMessage(
      await arrival(flour.id, { supplier_id: mill.id, supplier_lot_code: ' ' }),
      400,
      'supplier_lot_code is required',
    );
  });

  it('lets one of two receipts of the same new supplier lot racing make the lot; the other is asked', async () => {
    // The first receipt's claim is held until the second has claimed and posted.
    const first = await raceAtCall(
      { command: 'TransactWrite', contains: `SUPLOT#${mill.id}#race-1` },
      () => submit('2026-03-15', [{ lot_code: 'RA-1', supplier_lot_code: 'RACE-1' }]),
      async () => {
        const second = await submit('2026-03-15', [{ lot_code: 'RA-2', supplier_lot_code: 'RACE-1' }]);
        expect(second.res.status, second.res.text).toBe(200);
      },
    );
    const { res } = first;
    expect(res.status, res.text).toBe(409);
    expect(supplierLotRepeatsAnswer.parse(res.body).supplier_lots[0]).toMatchObject({
      lot_code: 'RA-2',
      row_lot_code: 'RA-1',
    });
    expect(await lot('RA-2')).toMatchObject({ quantity: 10 });
    // The loser's lot was registered before its claim was refused; it received nothing.
    expect((await lot('RA-1'))?.quantity ?? 0).toBe(0);
  });

  it('follows a merge: the supplier lot then leads to the lot that holds its stock', async () => {
    const from = (await lot('FL-1'))?.id;
    const to = (await lot('FL-9'))?.id;
    const merged = await api('POST', `/api/materials/${flour.id}/lots/merge`, {
      token,
      json: { from_lot_id: from, to_lot_id: to },
    });
    expect(merged.status, merged.text).toBe(200);
    const { res } = await submit('2026-03-16', [{ supplier_lot_code: 'MILL-B77', quantity: 2 }]);
    expect(res.status, res.text).toBe(200);
    expect(await lot('FL-9')).toMatchObject({ quantity: 5 + 23 + 2 });
    // The old code of ours leads there too: no split needed.
    expect(
      (await submit('2026-03-17', [{ lot_code: 'fl-1', supplier_lot_code: 'MILL-B77' }])).res.status,
    ).toBe(200);
  });
});
