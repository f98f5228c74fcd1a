import type { InventoryItem } from '@bp/shared/contracts/inventory.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, unique } from '../support/api.ts';
import {
  adjust,
  adjustRaw,
  createMaterial,
  expectMessage,
  expectOk,
  expectPagesCoverHistory,
  freshCompany,
  history,
  lots,
  stockOf,
} from './support.ts';

let token: string;
beforeAll(async () => {
  ({ token } = await freshCompany());
});

describe('POST /api/inventory/{materialId}/adjust', () => {
  it('posts exact decimals: 0.1 and 0.2 make 0.3', async () => {
    const m = await createMaterial(token, { traceable: false });
    await adjust(token, m.id, 0.1);
    const second = await adjust(token, m.id, '0.2');
    expect(second.quantity_on_hand).toBe(0.3);
    expect(second.transaction).toMatchObject({
      txn_type: 'adjustment',
      qty_delta: 0.2,
      lot_code: null,
      lot_id: null,
      submission: null,
      ref_doc_type: null,
      user: { first_name: 'Mia', last_name: 'Data' },
    });
    expect(await stockOf(token, m)).toBe(0.3);
  });

  it('lets stock go below zero and shows it so', async () => {
    const m = await createMaterial(token, { traceable: false });
    const res = await adjust(token, m.id, -2.5);
    expect(res.quantity_on_hand).toBe(-2.5);
    expect(await stockOf(token, m)).toBe(-2.5);
  });

  it('creates an unknown lot as inconsistent and keeps the first spelling', async () => {
    const m = await createMaterial(token);
    const first = await adjust(token, m.id, 5, '  Lot-A ');
    const again = await adjust(token, m.id, 1, 'LOT-a');
    expect(again.transaction.lot_id).toBe(first.transaction.lot_id);
    expect(again.transaction.lot_code).toBe('Lot-A');
    expect(again.lot_quantity).toBe(6);
    const list = await lots(token, m.id);
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ lot_code: 'Lot-A', origin: 'inconsistent', quantity: 6 });
  });

  it("refuses what the form refuses, with the spec's messages, and writes nothing", async () => {
    const m = await createMaterial(token);
    const send = (body: Record<string, unknown>) =>
      adjustRaw(token, m.id, { txn_reason: 'adjustment', lot_code: 'L1', note: null, ...body });
    expectMessage(await send({ qty_delta: null }), 400, 'Quantity change is required');
    expectMessage(await send({ qty_delta: '' }), 400, 'Quantity change is required');
    expectMessage(await send({ qty_delta: 'abc' }), 400, 'Must be a valid number');
    expectMessage(await send({ qty_delta: 0 }), 400, 'Quantity change cannot be zero');
    expectMessage(await send({ qty_delta: '0.000' }), 400, 'Quantity change cannot be zero');
    expectMessage(await send({ qty_delta: 1.0001 }), 400, 'At most 3 decimals are allowed');
    expectMessage(
      await send({ qty_delta: 1, lot_code: null }),
      400,
      'Lot code is required for traceable materials',
    );
    expectMessage(
      await send({ qty_delta: 1, lot_code: '   ' }),
      400,
      'Lot code is required for traceable materials',
    );
    expectMessage(
      await send({ qty_delta: 1, txn_reason: 'theft' }),
      400,
      'txn_reason must be "adjustment" or "usage"',
    );
    expect((await adjustRaw(token, m.id, 'nope')).status).toBe(400);
    expect((await history(token, m.id)).total).toBe(0);
    expect((await lots(token, m.id)).total).toBe(0);
    expect(await stockOf(token, m)).toBe(0);
  });

  it('answers 404 for an unknown material and 400 for a malformed id', async () => {
    expectMessage(await adjustRaw(token, 999999, { qty_delta: 1 }), 404, 'Material not found');
    expect((await adjustRaw(token, 0, { qty_delta: 1 })).status).toBe(400);
  });

  it('applies a replayed Idempotency-Key once', async () => {
    const m = await createMaterial(token);
    const key = unique('adjust-');
    const first = await adjust(token, m.id, 3, 'R1', key);
    const replays = await Promise.all(Array.from({ length: 5 }, () => adjust(token, m.id, 3, 'R1', key)));
    expect(first.replayed).toBe(false);
    for (const r of replays) {
      expect(r.replayed).toBe(true);
      expect(r.transaction.id).toBe(first.transaction.id);
    }
    expect(await stockOf(token, m)).toBe(3);
    expect((await history(token, m.id)).total).toBe(1);
    expectMessage(
      await adjustRaw(token, m.id, { qty_delta: 4, lot_code: 'R1' }, key),
      409,
      'This Idempotency-Key was already used for a different request',
    );
    expect((await adjustRaw(token, m.id, { qty_delta: 4, lot_code: 'R1' }, 'bad key')).status).toBe(400);
  });

  it('lands all of 50 concurrent adjustments of one material and lot', async () => {
    const m = await createMaterial(token);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        adjustRaw(token, m.id, { qty_delta: i % 2 ? '0.1' : '0.2', lot_code: 'HOT' }),
      ),
    );
    for (const r of results) expect(r.status, r.text).toBe(200);
    expect(await stockOf(token, m)).toBe(7.5);
    expect((await history(token, m.id, { page: 1, page_size: 100 })).total).toBe(50);
    // Every adjustment took its own sequence number: no two alike, none skipped.
    expect(await expectPagesCoverHistory(token, m.id, 7)).toHaveLength(50);
    expect((await lots(token, m.id)).items.map((l) => [l.lot_code, l.quantity])).toEqual([['HOT', 7.5]]);
  });
});

describe('GET /api/inventory', () => {
  it('lists every active material, 0 when nothing moved, with search and paging', async () => {
    const { token: own } = await freshCompany();
    const a = await createMaterial(own, { name: 'Alpha sugar', sku: 'SKU-ZZ1', traceable: false });
    const b = await createMaterial(own, { name: 'Beta salt', traceable: false });
    const archived = await createMaterial(own, { name: 'Gamma old', traceable: false });
    expect(
      (await api('PUT', `/api/materials/${archived.id}/archive`, { token: own, json: { isArchived: true } }))
        .status,
    ).toBe(200);
    await adjust(own, b.id, '12.345');
    const all = expectOk<{ items: InventoryItem[]; total: number }>(
      'listInventory',
      await api('GET', '/api/inventory/', { token: own }),
    );
    expect(all.total).toBe(2);
    expect(all.items.map((i) => [i.material_name, i.quantity_on_hand])).toEqual([
      ['Alpha sugar', 0],
      ['Beta salt', 12.345],
    ]);
    expect(all.items[0]).toMatchObject({
      material_id: a.id,
      sku: 'SKU-ZZ1',
      unit_of_measure: 'kg',
      traceable: false,
    });
    const bySku = expectOk<{ items: InventoryItem[]; total: number }>(
      'listInventory',
      await api('GET', '/api/inventory', { token: own, query: { search: 'zz1' } }),
    );
    expect(bySku.items.map((i) => i.material_id)).toEqual([a.id]);
    const page2 = expectOk<{ items: InventoryItem[]; total: number }>(
      'listInventory',
      await api('GET', '/api/inventory', { token: own, query: { page: 2, page_size: 1 } }),
    );
    expect(page2).toMatchObject({ total: 2, items: [{ material_id: b.id }] });

    const csv = await api('GET', '/api/inventory/export', { token: own });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.text).toContain('Beta salt');
    expect(csv.text).toContain('12.345');
    expect(csv.text).not.toContain('Gamma old');
  });
});
