import type { HoldResult } from '@bp/shared/contracts/holds.ts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { lagReads, stopLaggingReads } from '../support/stale-reads.ts';
import { lotsOf } from '../submissions/support.ts';
import { type Bakery, buildBakery } from '../trace/scenario.ts';

/*
 * Holds decide on reads that AWS may answer from before a recent write unless they ask for a
 * consistent read; DynamoDB Local never does. With the local cloud's stale reads on (each item's
 * image from before a write, for 5 s after it, to every eventually consistent read), a hold and
 * the submit or hold right after it must still see each other: a lot made from a held lot is not
 * shipped, and a hold with its descendants takes the lot made a moment ago.
 */

let b: Bakery;
beforeAll(async () => {
  b = await buildBakery();
}, 120_000);
afterEach(async () => {
  await stopLaggingReads();
});

const lotPath = async (material: Bakery['materials']['flour'], code: string, action: string) =>
  `/api/materials/${material.id}/lots/${await b.lotId(material, code)}/${action}`;

describe('holds with reads that lag writes, as on AWS', () => {
  it('refuses a shipment of a lot made from a lot held a moment ago', async () => {
    const flour = b.materials.flour;
    const path = await lotPath(flour, 'FL-1', 'hold');
    await lagReads(5000);
    const held = await api('POST', path, {
      token: b.token,
      json: { category: 'supplier_recall', reason: 'Mill recall' },
    });
    expect(held.status, held.text).toBe(200);
    const id = await b.clients.ship.manualNew();
    const res = await b.clients.ship.submit({
      submission_id: id,
      customer_id: b.customers.c1.id,
      shipment_date: '2026-03-20',
      rows: [{ material_id: b.materials.bread.id, material_lot_code: 'BR-1', material_quantity: 2 }],
    });
    expect(res.status, res.text).toBe(409);
    expect((res.body as { message: string }).message).toMatch(/^Lot BR-1 of .* was made from lot FL-1 /);
    await stopLaggingReads();
    const released = await api('POST', await lotPath(flour, 'FL-1', 'release'), {
      token: b.token,
      json: { reason: 'cleared' },
    });
    expect(released.status, released.text).toBe(200);
  });

  it('holds with its descendants the lot made from it a moment ago', async () => {
    await lagReads(5000);
    await b.produce('2026-03-08', b.materials.bread, 'BR-9', 10, [
      { material_id: b.materials.flour.id, material_lot: 'FL-2', unit: 'kg', amt_used: 5 },
    ]);
    const res = await api('POST', await lotPath(b.materials.flour, 'FL-2', 'hold'), {
      token: b.token,
      json: { category: 'quality', reason: 'Moisture', include_descendants: true },
    });
    expect(res.status, res.text).toBe(200);
    expect((res.body as HoldResult).held.map((h) => h.lot_code)).toContain('BR-9');
    await stopLaggingReads();
    const bread = await lotsOf(b.token, b.materials.bread.id);
    expect(bread.find((l) => l.lot_code === 'BR-9')?.hold).not.toBeNull();
  });
});
