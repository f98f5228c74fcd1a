import type {
  AmbiguousMaterial,
  FinishedGoodRecall,
  IngredientPackagingRecall,
  TraceNode,
} from '@bp/shared/contracts/trace.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { expectMessage, freshCompany } from '../submissions/support.ts';
import { type Bakery, buildBakery, expectTrace, traceCall } from './scenario.ts';

let b: Bakery;
beforeAll(async () => {
  b = await buildBakery();
}, 120_000);

/** A tree as nested `code` / `code(cycle)` lists, to compare shapes. */
const shape = (n: TraceNode): unknown =>
  n.children.length
    ? { [n.lot_code]: n.children.map(shape) }
    : `${n.lot_code}${n.repeated ? `(${n.repeated})` : ''}`;

describe('POST /api/trace-lot', () => {
  it('refuses an empty code (400) and an unknown one (404) with a message', async () => {
    expectMessage(await traceCall(b.token, { lot_code: '   ' }), 400, 'Lot code is required');
    expectMessage(await traceCall(b.token, {}), 400, 'Lot code is required');
    expectMessage(await traceCall(b.token, { lot_code: 'NOPE-9' }), 404, 'No lot with code NOPE-9 was found');
    expectMessage(
      await traceCall(b.token, { lot_code: 'FL-1', material_id: b.materials.sugar.id }),
      404,
      'No lot with code FL-1 was found for this material',
    );
  });

  it('traces a finished good: status, runs with several input lots and their suppliers, customers', async () => {
    const r = expectTrace<FinishedGoodRecall>('traceLot', await traceCall(b.token, { lot_code: 'br-1' }));
    expect(r.trace_type).toBe('finished_good_recall');
    expect(r.queried_material_details).toMatchObject({ name: b.materials.bread.name, unit_of_measure: 'kg' });
    expect(r.lot).toMatchObject({ lot_code: 'BR-1', origin: 'production_output', quantity_on_hand: 20 });
    expect(r.current_status).toEqual({ total_produced: 100, total_shipped: 80, quantity_in_inventory: 20 });
    expect(r.production_runs).toHaveLength(1);
    expect(r.production_runs[0]).toMatchObject({
      submission_id: b.docs.p2,
      date: '2026-03-04',
      quantity: 100,
    });
    expect(
      r.production_runs[0]?.ingredients_used.map((i) => [i.name, i.lot_code, i.supplier, i.quantity_used]),
    ).toEqual([
      [b.materials.dough.name, 'DO-1', null, 50],
      [b.materials.flour.name, 'FL-2', b.suppliers.s1.name, 10],
    ]);
    expect(r.shipments).toEqual([
      expect.objectContaining({
        customer_name: b.customers.c1.name,
        email: 'carl@corner.test',
        phone_number: '555-0202',
        contact_name: 'Carl Corner',
        date: '2026-03-06',
        quantity_shipped: 60,
      }),
      expect.objectContaining({
        customer_name: b.customers.c2.name,
        date: '2026-03-07',
        quantity_shipped: 20,
      }),
    ]);
    // The whole graph backward: through the intermediate to the bought lots.
    expect(shape(r.graph.backward)).toEqual({ 'BR-1': [{ 'DO-1': ['FL-1', 'SU-1'] }, 'FL-2'] });
    expect(shape(r.graph.forward)).toBe('BR-1');
    expect(r.graph.summary.suppliers.map((s) => [s.supplier, s.lots.map((l) => l.lot_code).sort()])).toEqual(
      [
        [b.suppliers.s1.name, ['FL-1', 'FL-2']],
        [b.suppliers.s2.name, ['SU-1']],
      ].sort((x, y) => String(x[0]).localeCompare(String(y[0]))),
    );
  });

  it('traces an ingredient forward through an intermediate to every product and customer', async () => {
    const r = expectTrace<IngredientPackagingRecall>(
      'traceLot',
      await traceCall(b.token, { lot_code: 'FL-1' }),
    );
    expect(r.trace_type).toBe('ingredient_packaging_recall');
    expect(r.current_status).toEqual({
      total_received: 100,
      total_used_in_production: 60,
      quantity_in_inventory: 40,
    });
    expect(r.receipts).toEqual([
      expect.objectContaining({
        date: '2026-03-01',
        supplier: b.suppliers.s1.name,
        quantity: 100,
        po_number: 'PO-11',
        // The supplier's own code, kept apart from ours (FL-1).
        supplier_lot_code: 'MILL-B77',
      }),
    ]);
    expect(r.usage_in_production).toHaveLength(1);
    expect(r.usage_in_production[0]).toMatchObject({
      date: '2026-03-03',
      quantity_used: 60,
      finished_good: {
        name: b.materials.dough.name,
        lot_code: 'DO-1',
        current_inventory: 0,
        quantity_produced: 80,
        shipments: [],
      },
    });
    expect(shape(r.graph.forward)).toEqual({ 'FL-1': [{ 'DO-1': ['BR-1', 'CK-1'] }] });
    const customers = r.graph.summary.customers.map((c) => [
      c.customer_name,
      c.shipments.map((s) => `${s.lot_code}:${s.quantity_shipped}`),
    ]);
    expect(customers).toContainEqual([b.customers.c1.name, ['BR-1:60']]);
    expect(customers).toContainEqual([b.customers.c2.name, ['BR-1:20', 'CK-1:30']]);
    expect(r.graph.summary.stock_to_hold.map((h) => `${h.lot_code}:${h.quantity_on_hand}`).sort()).toEqual([
      'BR-1:20',
      'FL-1:40',
    ]);
  });

  it('traces the intermediate: made in-house from its inputs, used in two products', async () => {
    const r = expectTrace<IngredientPackagingRecall>(
      'traceLot',
      await traceCall(b.token, { lot_code: 'DO-1' }),
    );
    expect(r.current_status).toMatchObject({
      total_received: 0,
      total_used_in_production: 80,
      quantity_in_inventory: 0,
    });
    expect(r.production_runs[0]?.ingredients_used.map((i) => i.lot_code)).toEqual(['FL-1', 'SU-1']);
    expect(
      r.usage_in_production.map((u) => [u.finished_good.lot_code, u.finished_good.shipments.length]),
    ).toEqual([
      ['BR-1', 2],
      ['CK-1', 1],
    ]);
  });

  it('answers ambiguous_material when several materials have the code, then traces the chosen one', async () => {
    await b.receive('2026-03-08', [
      {
        supplier_id: b.suppliers.s2.id,
        material_id: b.materials.sugar.id,
        lot_code: 'X-1',
        quantity: 5,
        unit: 'kg',
      },
      {
        supplier_id: b.suppliers.s1.id,
        material_id: b.materials.flour.id,
        lot_code: 'X-1',
        quantity: 7,
        unit: 'kg',
      },
    ]);
    const r = expectTrace<AmbiguousMaterial>('traceLot', await traceCall(b.token, { lot_code: 'X-1' }));
    expect(r.trace_type).toBe('ambiguous_material');
    expect(r.message).toBe('Several materials have a lot with code X-1. Choose the material to trace.');
    expect(r.materials.map((m) => m.id).sort()).toEqual([b.materials.flour.id, b.materials.sugar.id].sort());
    const chosen = expectTrace<IngredientPackagingRecall>(
      'traceLot',
      await traceCall(b.token, { lot_code: 'X-1', material_id: String(b.materials.flour.id) }),
    );
    expect(chosen.current_status.total_received).toBe(7);
  });

  it("traces a code merged away as its surviving lot, with the merged lot's links", async () => {
    const flour = b.materials.flour;
    await b.receive('2026-03-09', [
      { supplier_id: b.suppliers.s2.id, material_id: flour.id, lot_code: 'FL-M', quantity: 10, unit: 'kg' },
    ]);
    await b.produce('2026-03-10', b.materials.cookies, 'CK-M', 4, [
      { material_id: flour.id, material_lot: 'FL-M', unit: 'kg', amt_used: 3 },
    ]);
    const merged = await api('POST', `/api/materials/${flour.id}/lots/merge`, {
      token: b.token,
      json: { from_lot_id: await b.lotId(flour, 'FL-M'), to_lot_id: await b.lotId(flour, 'FL-2') },
    });
    expect(merged.status, merged.text).toBe(200);
    const r = expectTrace<IngredientPackagingRecall>(
      'traceLot',
      await traceCall(b.token, { lot_code: 'FL-M' }),
    );
    expect(r.lot).toMatchObject({ lot_code: 'FL-2', merged_from_code: 'FL-M', quantity_on_hand: 37 });
    expect(r.current_status).toEqual({
      total_received: 50,
      total_used_in_production: 13,
      quantity_in_inventory: 37,
    });
    expect(r.usage_in_production.map((u) => u.finished_good.lot_code)).toEqual(['BR-1', 'CK-M']);
    // Backward from the cookies made of the merged lot: the input shows as the survivor.
    const ck = expectTrace<FinishedGoodRecall>('traceLot', await traceCall(b.token, { lot_code: 'CK-M' }));
    expect(ck.production_runs[0]?.ingredients_used[0]).toMatchObject({ lot_code: 'FL-2', quantity_used: 3 });
  });

  it('traces inconsistent lots (used or shipped without being received or produced)', async () => {
    await b.produce('2026-03-11', b.materials.bread, 'BR-G', 12, [
      { material_id: b.materials.flour.id, material_lot: 'FL-GHOST', unit: 'kg', amt_used: 9 },
    ]);
    await b.shipTo('2026-03-12', b.customers.c1.id, [
      { material_id: b.materials.bread.id, material_lot_code: 'BR-NEVER', material_quantity: 5 },
    ]);
    const ghost = expectTrace<IngredientPackagingRecall>(
      'traceLot',
      await traceCall(b.token, { lot_code: 'FL-GHOST' }),
    );
    expect(ghost.lot.origin).toBe('inconsistent');
    expect(ghost.current_status).toEqual({
      total_received: 0,
      total_used_in_production: 9,
      quantity_in_inventory: -9,
    });
    expect(ghost.usage_in_production[0]?.finished_good.lot_code).toBe('BR-G');
    const never = expectTrace<FinishedGoodRecall>(
      'traceLot',
      await traceCall(b.token, { lot_code: 'BR-NEVER' }),
    );
    expect(never.current_status).toEqual({ total_produced: 0, total_shipped: 5, quantity_in_inventory: -5 });
    expect(never.production_runs).toEqual([]);
  });

  it("keeps another company's lots out of reach", async () => {
    const { token } = await freshCompany();
    expectMessage(await traceCall(token, { lot_code: 'FL-1' }), 404, 'No lot with code FL-1 was found');
  });
});
