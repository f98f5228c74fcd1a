import { expiryRoutes } from '@bp/shared/api/routes/expiry.ts';
import { addDays, type ExpiringLot } from '@bp/shared/contracts/expiry.ts';
import type { HoldHistory } from '@bp/shared/contracts/holds.ts';
import type { MaterialLot } from '@bp/shared/contracts/lots.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiResponse, api, apiUrl } from '../support/api.ts';
import { createMaterial, expectMessage, historyOf, lotsOf } from '../submissions/support.ts';
import { type Bakery, buildBakery } from '../trace/scenario.ts';

const expectExpiry = <T>(name: (typeof expiryRoutes)[number]['name'], res: ApiResponse<unknown>): T => {
  const def = expiryRoutes.find((r) => r.name === name);
  if (!def) throw new Error(`no route ${name}`);
  expect(res.status, `${name}: ${res.text}`).toBe(200);
  return def.response.parse(res.body) as T;
};

const today = new Date().toISOString().slice(0, 10);
const inDays = (n: number) => addDays(today, n);

let b: Bakery;
const lotIds = new Map<string, { material: number; lot: number }>();
beforeAll(async () => {
  b = await buildBakery();
  const m = b.materials;
  for (const [material, code] of [
    [m.flour, 'FL-1'],
    [m.flour, 'FL-2'],
    [m.sugar, 'SU-1'],
    [m.bread, 'BR-1'],
  ] as const)
    lotIds.set(code, { material: material.id, lot: await b.lotId(material, code) });
}, 120_000);

const ref = (code: string) => {
  const r = lotIds.get(code);
  if (!r) throw new Error(`no lot ${code}`);
  return r;
};
const setDate = (code: string, date: string | null, kind?: string) =>
  api('PUT', `/api/materials/${ref(code).material}/lots/${ref(code).lot}/expiry`, {
    token: b.token,
    json: { date, kind },
  });
const lotOf = async (materialId: number, code: string) =>
  (await lotsOf(b.token, materialId)).find((l) => l.lot_code === code) as MaterialLot;
/** `again`: the same shipment as an earlier one, on purpose (confirmed, so only holds refuse it). */
const shipBread = (rows: Record<string, unknown>[], again = false) =>
  b.clients.ship.manualNew().then((id) =>
    b.clients.ship.submit({
      submission_id: id,
      customer_id: b.customers.c1.id,
      shipment_date: today,
      rows: rows.map((r) => ({ material_id: b.materials.bread.id, ...r })),
      ...(again ? { confirm_duplicate: true } : {}),
    }),
  );

describe('lot dates', () => {
  it('sets, changes and clears a typed date; refuses bad ones', async () => {
    expectMessage(await setDate('FL-1', '2026-02-30'), 400, 'date must be a date as YYYY-MM-DD');
    expectMessage(
      await setDate('FL-1', inDays(5), 'sell_by'),
      400,
      'kind must be one of use_by, best_before',
    );
    const set = expectExpiry<MaterialLot>('setLotExpiry', await setDate('FL-1', inDays(5), 'use_by'));
    expect(set.expiry).toEqual({ date: inDays(5), kind: 'use_by' });
    expectExpiry('setLotExpiry', await setDate('FL-1', null));
    expect((await lotOf(b.materials.flour.id, 'FL-1')).expiry).toBeNull();
    expectExpiry('setLotExpiry', await setDate('FL-1', inDays(67), 'use_by'));
    expectExpiry('setLotExpiry', await setDate('FL-2', inDays(14)));
    expect((await lotOf(b.materials.flour.id, 'FL-2')).expiry).toEqual({
      date: inDays(14),
      kind: 'best_before',
    });
  });

  it('suggests lots first-expired-first-out: dated by date, undated last, only lots in stock', async () => {
    const receive = await b.clients.gr.manualNew();
    expect(
      (
        await b.clients.gr.submit({
          submission_id: receive,
          receipt_date: today,
          rows: [
            {
              supplier_id: b.suppliers.s1.id,
              material_id: b.materials.flour.id,
              lot_code: 'FL-0',
              quantity: 5,
              unit: 'kg',
            },
          ],
        })
      ).status,
    ).toBe(200);
    const fefo = expectExpiry<{ items: MaterialLot[] }>(
      'listFefoLots',
      await api('GET', `/api/inventory/${b.materials.flour.id}/fefo-lots`, { token: b.token }),
    );
    expect(fefo.items.map((l) => [l.lot_code, l.expiry?.date ?? null])).toEqual([
      ['FL-2', inDays(14)],
      ['FL-1', inDays(67)],
      ['FL-0', null],
    ]);
  });

  it("fills a received lot's date from its material's shelf life, and a made lot's from its earliest input", async () => {
    const yeast = await createMaterial(b.token, {
      name: `Yeast ${b.companyId}`,
      traceable: true,
      unit_of_measure: 'kg',
      shelf_life_days: 10,
    });
    expect(yeast.shelf_life_days).toBe(10);
    await b.receive(inDays(-6), [
      { supplier_id: b.suppliers.s1.id, material_id: yeast.id, lot_code: 'YE-1', quantity: 3, unit: 'kg' },
    ]);
    expect((await lotOf(yeast.id, 'YE-1')).expiry).toEqual({ date: inDays(4), kind: 'use_by' });

    await b.produce(today, b.materials.bread, 'BR-2', 10, [
      { material_id: b.materials.flour.id, material_lot: 'FL-1', unit: 'kg', amt_used: 4 },
      { material_id: b.materials.flour.id, material_lot: 'FL-2', unit: 'kg', amt_used: 4 },
    ]);
    expect((await lotOf(b.materials.bread.id, 'BR-2')).expiry).toEqual({
      date: inDays(14),
      kind: 'best_before',
    });
  });

  it('refuses shipping an expired lot without an override; with one it ships and the ledger says why', async () => {
    expectExpiry('setLotExpiry', await setDate('BR-1', inDays(-3), 'use_by'));
    const refused = await shipBread([{ material_lot_code: 'BR-1', material_quantity: 1 }]);
    expectMessage(
      refused,
      409,
      `Lot BR-1 of ${b.materials.bread.name} is past its use by date (${inDays(-3)}): give an override reason to ship it anyway`,
    );
    expect((await lotOf(b.materials.bread.id, 'BR-1')).quantity).toBe(20);
    const shipped = await shipBread([
      {
        material_lot_code: 'BR-1',
        material_quantity: 1,
        expiry_override_reason: 'Customer takes it for animal feed',
      },
    ]);
    expect(shipped.status, shipped.text).toBe(200);
    const entry = (await historyOf(b.token, b.materials.bread.id)).find(
      (e) => e.txn_type === 'shipment' && e.lot_code === 'BR-1' && e.qty_delta === -1,
    );
    expect(entry?.note).toBe(
      `Shipped past its use by date (${inDays(-3)}); override: Customer takes it for animal feed`,
    );
  });

  it('refuses using an expired lot in production (no override there)', async () => {
    expectExpiry('setLotExpiry', await setDate('SU-1', inDays(-1)));
    const id = await b.clients.prod.manualNew();
    const res = await b.clients.prod.submit({
      submission_id: id,
      production_date: today,
      product_id: b.materials.dough.id,
      outgoing_lot: 'DO-5',
      quantity_produced: 1,
      quantity_unit: 'kg',
      materials: [{ material_id: b.materials.sugar.id, material_lot: 'SU-1', unit: 'kg', amt_used: 1 }],
    });
    expectMessage(
      res,
      409,
      `Lot SU-1 of ${b.materials.sugar.name} is past its best before date (${inDays(-1)}) and cannot be used`,
    );
  });

  it('holds expired lots in stock automatically (the scheduled job), once', async () => {
    const run = () => fetch(new URL('/__local/schedules/expire-lots', apiUrl()), { method: 'POST' });
    const first = await run();
    expect(first.status).toBe(200);
    const held = ((await first.json()) as { held: Record<string, number> }).held[String(b.companyId)];
    expect(held).toBe(2); // BR-1 and SU-1
    const again = (await (await run()).json()) as { held: Record<string, number> };
    expect(again.held[String(b.companyId)]).toBe(0);
    const history = (
      await api<HoldHistory>('GET', `/api/materials/${ref('SU-1').material}/lots/${ref('SU-1').lot}/holds`, {
        token: b.token,
      })
    ).body;
    expect(history.hold).toMatchObject({
      category: 'expired',
      reason: `Best before date ${inDays(-1)} passed`,
      held_by: null,
    });
    expect(history.events).toHaveLength(1);
    // Still listed with its stock, marked held.
    expect((await lotOf(b.materials.sugar.id, 'SU-1')).quantity).toBe(30);
    // The override still ships it: its own "expired" hold gives way to the override, no other hold would.
    const shipped = await shipBread(
      [{ material_lot_code: 'BR-1', material_quantity: 1, expiry_override_reason: 'Feed again' }],
      true,
    );
    expect(shipped.status, shipped.text).toBe(200);
    // Without one it is refused with the expiry's words, which say what would ship it.
    const refused = await shipBread([{ material_lot_code: 'BR-1', material_quantity: 1 }], true);
    expect(refused.status).toBe(409);
    expect(refused.text).toContain('give an override reason to ship it anyway');
  });

  it('lists lots in stock expiring within 30/60/90 days, the expired ones included', async () => {
    const list = async (days?: number) =>
      expectExpiry<{ items: ExpiringLot[] }>(
        'listExpiringLots',
        await api('GET', '/api/lots/expiring', { token: b.token, query: days ? { days } : {} }),
      ).items.map((l) => [l.lot_code, l.days_left, l.hold?.category ?? null]);
    expect(await list()).toEqual([
      ['BR-1', -3, 'expired'],
      ['SU-1', -1, 'expired'],
      ['YE-1', 4, null],
      ['BR-2', 14, null],
      ['FL-2', 14, null],
    ]);
    expect((await list(90)).map(([code]) => code)).toContain('FL-1');
    expect((await list(60)).map(([code]) => code)).not.toContain('FL-1');
    expectMessage(
      await api('GET', '/api/lots/expiring', { token: b.token, query: { days: 45 } }),
      400,
      'days must be one of 30, 60, 90',
    );
  });
});
