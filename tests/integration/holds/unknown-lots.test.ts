import type { MaterialLot } from '@bp/shared/contracts/lots.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { lotsOf } from '../submissions/support.ts';
import { type Bakery, buildBakery } from '../trace/scenario.ts';

/** Issue 21 item 6: a lot never received or produced needs an explicit confirmation. */
let b: Bakery;
beforeAll(async () => {
  b = await buildBakery();
}, 120_000);

const STRICT = { 'x-unknown-lots': 'confirm' };
const produce = async (
  lot: string,
  confirm: boolean | undefined,
  headers: Record<string, string> = STRICT,
) => {
  const id = await b.clients.prod.manualNew();
  return api('POST', '/api/production/submit', {
    token: b.token,
    headers,
    json: {
      submission_id: id,
      production_date: '2026-03-10',
      product_id: b.materials.dough.id,
      outgoing_lot: `DO-${lot}`,
      quantity_produced: 10,
      quantity_unit: 'kg',
      materials: [
        {
          material_id: b.materials.flour.id,
          material_lot: lot,
          unit: 'kg',
          amt_used: 12,
          confirm_unknown_lot: confirm,
        },
      ],
    },
  });
};
const flourLot = async (code: string): Promise<MaterialLot | undefined> =>
  (await lotsOf(b.token, b.materials.flour.id)).find((l) => l.lot_code === code);

describe('unknown lots', () => {
  it('refuses a production input never received, naming the lot, and changes nothing', async () => {
    const res = await produce('PM-1171', undefined);
    expect(res.status, res.text).toBe(409);
    expect(res.body).toMatchObject({
      message: `Lot PM-1171 of ${b.materials.flour.name} is not in stock: it was never received or produced. Confirm it to use it anyway (confirm_unknown_lot)`,
      unknown_lots: [{ material_id: b.materials.flour.id, lot_code: 'PM-1171' }],
    });
    expect(await flourLot('PM-1171')).toBeUndefined();
    expect((await produce('PM-1171', false)).status).toBe(409);
  });

  it('posts a confirmed unknown lot as a lot of unverified origin, and asks again for it', async () => {
    const res = await produce('PM-1172', true);
    expect(res.status, res.text).toBe(200);
    expect(await flourLot('PM-1172')).toMatchObject({
      origin: 'inconsistent',
      unverified_origin: true,
      quantity: -12,
    });
    const lot = (await flourLot('PM-1172')) as MaterialLot;
    const balance = await api('GET', '/api/trace-lot/mass-balance', {
      token: b.token,
      query: { material_id: b.materials.flour.id, lot_id: lot.id },
    });
    expect(balance.body).toMatchObject({ used_in_production: 12, unaccounted: 12, accounted_percent: 0 });
    // Still of unknown origin: the next use asks again.
    expect((await produce('PM-1172', undefined)).status).toBe(409);
  });

  it('takes a received lot without asking, and refuses an unknown shipped lot the same way', async () => {
    expect((await produce('FL-2', undefined)).status).toBe(200);
    const id = await b.clients.ship.manualNew();
    const ship = await api('POST', '/api/shipments/submit', {
      token: b.token,
      headers: STRICT,
      json: {
        submission_id: id,
        customer_id: b.customers.c1.id,
        shipment_date: '2026-03-11',
        rows: [{ material_id: b.materials.bread.id, material_lot_code: 'BR-404', material_quantity: 1 }],
      },
    });
    expect(ship.status, ship.text).toBe(409);
    expect((ship.body as { message: string }).message).toMatch(/^Lot BR-404 of .* is not in stock/);
  });

  it('asks the same for an adjustment typed as usage, and posts it once confirmed', async () => {
    const adjust = (lot: string, extra: Record<string, unknown>, headers: Record<string, string> = STRICT) =>
      api('POST', `/api/inventory/${b.materials.flour.id}/adjust`, {
        token: b.token,
        headers,
        json: { qty_delta: -2, txn_reason: 'usage', lot_code: lot, note: 'spilt', ...extra },
      });
    const refused = await adjust('PM-1174', {});
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body).toMatchObject({
      message: `Lot PM-1174 of ${b.materials.flour.name} is not in stock: it was never received or produced. Confirm it to use it anyway (confirm_unknown_lot)`,
      unknown_lots: [
        { material_id: b.materials.flour.id, material_name: b.materials.flour.name, lot_code: 'PM-1174' },
      ],
    });
    expect(await flourLot('PM-1174')).toBeUndefined();
    expect((await adjust('PM-1174', { confirm_unknown_lot: 'yes' })).status).toBe(400);
    // A plain adjustment is a correction, not a use: never asked.
    expect((await adjust('PM-1175', { txn_reason: 'adjustment' })).status).toBe(200);
    const ok = await adjust('PM-1174', { confirm_unknown_lot: true });
    expect(ok.status, ok.text).toBe(200);
    const lot = (await flourLot('PM-1174')) as MaterialLot;
    expect(lot).toMatchObject({ quantity: -2, unverified_origin: true });
    // The note typed with it is on its ledger entry.
    const ledger = await api('GET', `/api/materials/${b.materials.flour.id}/ledger`, {
      token: b.token,
      query: { lot_id: lot.id },
    });
    expect(ledger.body).toMatchObject({
      total: 1,
      items: [{ txn_type: 'adjustment', qty_delta: -2, note: 'spilt' }],
    });
    expect((await adjust('FL-2', {})).status).toBe(200);
  });

  it("keeps the spec's behaviour for clients that do not ask for the check", async () => {
    expect((await produce('PM-1173', undefined, {})).status).toBe(200);
    expect(await flourLot('PM-1173')).toMatchObject({ origin: 'inconsistent', unverified_origin: true });
  });
});
