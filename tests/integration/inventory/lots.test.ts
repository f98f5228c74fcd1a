import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import {
  adjust,
  createMaterial,
  editLot,
  expectMessage,
  freshCompany,
  getLot,
  history,
  ledger,
  lots,
  mergeLots,
  stockOf,
} from './support.ts';

let token: string;
beforeAll(async () => {
  ({ token } = await freshCompany());
});

const twoLots = async () => {
  const m = await createMaterial(token);
  const a = await adjust(token, m.id, 4, 'A-100');
  const b = await adjust(token, m.id, '1.5', 'B-200');
  return { m, a: a.transaction.lot_id as number, b: b.transaction.lot_id as number };
};

describe('material lots', () => {
  it('lists, searches and gets lots; unknown ids are 404 with the screens texts', async () => {
    const { m, a } = await twoLots();
    const all = await lots(token, m.id);
    expect(all.items.map((l) => l.lot_code)).toEqual(['A-100', 'B-200']);
    expect((await lots(token, m.id, { search: 'b-2' })).items.map((l) => l.lot_code)).toEqual(['B-200']);
    expect(await lots(token, m.id, { search: 'nothing' })).toEqual({ items: [], total: 0 });
    expect((await lots(token, m.id, { page: 2, page_size: 1 })).items.map((l) => l.lot_code)).toEqual([
      'B-200',
    ]);
    const codes = await api('GET', `/api/inventory/${m.id}/lot-codes`, {
      token,
      query: { page: 1, page_size: 50 },
    });
    expect(codes.status).toBe(200);
    expect(await getLot(token, m.id, a)).toMatchObject({
      id: a,
      lot_code: 'A-100',
      quantity: 4,
      origin: 'inconsistent',
    });
    expectMessage(
      await api('GET', `/api/materials/${m.id}/lots/999999`, { token }),
      404,
      'Material lot not found',
    );
    expectMessage(await api('GET', `/api/materials/999999/lots`, { token }), 404, 'Material not found');
    expect((await api('GET', `/api/materials/${m.id}/lots/abc`, { token })).status).toBe(400);
  });

  it('renames a lot; the old code is released and history shows the new code', async () => {
    const { m, a } = await twoLots();
    const result = await editLot(token, m.id, a, '  A-101 ');
    expect(result).toMatchObject({
      updated_lot: { id: a, lot_code: 'A-101' },
      conflict_discovered: false,
      conflicting_lot: null,
    });
    expect((await ledger(token, m.id, { lot_id: a })).items.map((t) => t.lot_code)).toEqual(['A-101']);
    const reused = await adjust(token, m.id, 1, 'A-100');
    expect(reused.transaction.lot_id).not.toBe(a);
    expect((await editLot(token, m.id, a, 'a-101')).updated_lot.lot_code).toBe('a-101');
  });

  it('refuses an empty or unchanged code', async () => {
    const { m, a } = await twoLots();
    const patch = (lot_code: unknown) =>
      api('PATCH', `/api/materials/${m.id}/lots/${a}`, { token, json: { lot_code } });
    expectMessage(await patch('   '), 400, 'Lot code is required');
    expectMessage(await patch(' A-100 '), 400, 'The new lot code must differ from the current one');
  });

  it('answers a conflict without renaming, then merges into the survivor', async () => {
    const { m, a, b } = await twoLots();
    const conflict = await editLot(token, m.id, a, 'b-200');
    expect(conflict).toMatchObject({
      updated_lot: { id: a, lot_code: 'A-100' },
      conflict_discovered: true,
      conflicting_lot: { id: b, lot_code: 'B-200', origin: 'inconsistent', quantity: 1.5 },
    });
    expect((await getLot(token, m.id, a)).lot_code).toBe('A-100');

    const merged = await mergeLots(token, m.id, a, b);
    expect(merged).toMatchObject({
      updated_lot: { id: b, lot_code: 'B-200', quantity: 5.5, merged_codes: ['A-100'] },
      merged_into_lot: { id: b },
    });
    // A retried merge answers the same and changes nothing.
    expect((await mergeLots(token, m.id, a, b)).updated_lot.quantity).toBe(5.5);
    expect(await getLot(token, m.id, a)).toMatchObject({ quantity: 0, merged_into_lot_id: b });
    expect(await stockOf(token, m)).toBe(5.5);

    // History moved: the survivor's ledger holds both entries, under its code.
    const survivorLedger = await ledger(token, m.id, { lot_id: b });
    expect(survivorLedger.total).toBe(2);
    expect(survivorLedger.items.map((t) => t.lot_code)).toEqual(['B-200', 'B-200']);
    // The old code is findable and leads to the survivor.
    expect((await lots(token, m.id, { search: 'a-100' })).items.map((l) => l.id)).toEqual([b]);
    expect((await lots(token, m.id)).items.map((l) => l.id)).toEqual([b]);
    expect((await lots(token, m.id, { include_archived: true })).total).toBe(2);
    const later = await adjust(token, m.id, -1, 'a-100');
    expect(later.transaction).toMatchObject({ lot_id: b, lot_code: 'B-200' });
    expect(later.lot_quantity).toBe(4.5);

    expectMessage(
      await api('POST', `/api/materials/${m.id}/lots/merge`, {
        token,
        json: { from_lot_id: b, to_lot_id: b },
      }),
      400,
      'A lot cannot be merged into itself',
    );
    expectMessage(
      await api('PATCH', `/api/materials/${m.id}/lots/${a}`, { token, json: { lot_code: 'Z' } }),
      409,
      'This lot was already merged into another lot',
    );
    expect(
      (
        await api('POST', `/api/materials/${m.id}/lots/merge`, {
          token,
          json: { from_lot_id: 'x', to_lot_id: b },
        })
      ).status,
    ).toBe(400);
  });
});

describe('history', () => {
  it('filters by lot, type and inclusive ISO dates, pages newest first, and exports CSV', async () => {
    const { m, a } = await twoLots();
    await adjust(token, m.id, -1, 'A-100');
    const all = await history(token, m.id);
    expect(all.total).toBe(3);
    expect(all.items.map((t) => t.qty_delta)).toEqual([-1, 1.5, 4]);
    expect((await history(token, m.id, { lot_id: a })).items.map((t) => t.qty_delta)).toEqual([-1, 4]);
    expect((await history(token, m.id, { txn_type: 'adjustment' })).total).toBe(3);
    expect((await history(token, m.id, { txn_type: 'shipment' })).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await history(token, m.id, { start_date: today, end_date: today })).total).toBe(3);
    expect((await history(token, m.id, { end_date: '2000-01-01' })).total).toBe(0);
    expect((await history(token, m.id, { start_date: '2999-01-01' })).total).toBe(0);
    const page2 = await history(token, m.id, { page: 2, page_size: 2 });
    expect(page2).toMatchObject({ total: 3 });
    expect(page2.items.map((t) => t.qty_delta)).toEqual([4]);
    const bad = (query: Record<string, string>) =>
      api('GET', `/api/inventory/${m.id}/history`, { token, query });
    expectMessage(await bad({ start_date: '2026-13-01' }), 400, 'start_date must be a date as YYYY-MM-DD');
    expectMessage(
      await bad({ start_date: '2026-02-02', end_date: '2026-02-01' }),
      400,
      'start_date must not be after end_date',
    );
    expect((await bad({ txn_type: 'gift' })).status).toBe(400);
    expectMessage(await bad({ lot_id: '999999' }), 404, 'Material lot not found');

    const csv = await api('GET', `/api/inventory/${m.id}/history/export`, { token, query: { lot_id: a } });
    expect(csv.status).toBe(200);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r\n/);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('txn_type');
    expect(lines[1]).toContain("'-1");
  });

  it('pages an unfiltered history (one sequence range a page) exactly like the whole list', async () => {
    const m = await createMaterial(token, { traceable: false });
    for (let i = 1; i <= 45; i++) await adjust(token, m.id, i);
    const all = (await history(token, m.id)).items.map((t) => t.id);
    expect(all).toHaveLength(45);
    for (const page of [1, 2, 3, 4]) {
      const paged = await history(token, m.id, { page, page_size: 20 });
      expect(paged.total).toBe(45);
      expect(paged.items.map((t) => t.id)).toEqual(all.slice((page - 1) * 20, page * 20));
    }
    expect((await history(token, m.id, { page: 1, page_size: 20 })).items[0]?.qty_delta).toBe(45);
  });
});
