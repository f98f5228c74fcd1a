import { beforeAll, describe, expect, it } from 'vitest';
import { api, apiUrl } from '../support/api.ts';
import { lotsOf } from '../submissions/support.ts';
import { raceAtCall } from '../support/paused-call.ts';
import { type Bakery, buildBakery } from '../trace/scenario.ts';

/*
 * A hold that lands between a submit's hold check and its posting: the posting's transaction
 * holds only on the company's hold epoch read before the check, so it fails, the submit checks
 * again and is refused; nothing is posted from the held lot. The local cloud's fault injection
 * pauses the posting's transaction (after the check passed) while the hold is placed.
 */

const faults = new URL('/__local/faults/dynamodb', apiUrl());
const arm = async (plan: Record<string, unknown>) => {
  const res = await fetch(faults, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(plan),
  });
  expect(res.status).toBe(204);
};

let b: Bakery;
const lotIds = new Map<string, { material: number; lot: number }>();
beforeAll(async () => {
  b = await buildBakery();
  const m = b.materials;
  for (const [material, code] of [
    [m.flour, 'FL-1'],
    [m.flour, 'FL-2'],
    [m.sugar, 'SU-1'],
  ] as const)
    lotIds.set(code, { material: material.id, lot: await b.lotId(material, code) });
}, 120_000);

const holdPath = (code: string, action: 'hold' | 'release') => {
  const r = lotIds.get(code);
  if (!r) throw new Error(`no lot ${code}`);
  return `/api/materials/${r.material}/lots/${r.lot}/${action}`;
};
const hold = async (code: string, reason: string) => {
  const res = await api('POST', holdPath(code, 'hold'), {
    token: b.token,
    json: { category: 'supplier_recall', reason },
  });
  expect(res.status, res.text).toBe(200);
};
const release = async (code: string) => {
  const res = await api('POST', holdPath(code, 'release'), { token: b.token, json: { reason: 'cleared' } });
  expect(res.status, res.text).toBe(200);
};
const lotQty = async (materialId: number, code: string) =>
  (await lotsOf(b.token, materialId)).find((l) => l.lot_code === code)?.quantity;

/** Starts `run`, waits for its posting's transaction to be held, does `meanwhile`, lets it go. */
const race = <T>(contains: string, run: () => Promise<T>, meanwhile: () => Promise<void>) =>
  raceAtCall({ command: 'TransactWrite', contains }, run, meanwhile);

describe('a hold racing a submit', () => {
  it('refuses a shipment whose lot was made from an input held after its check; it goes back to draft', async () => {
    const before = await lotQty(b.materials.bread.id, 'BR-1');
    const id = await b.clients.ship.manualNew();
    const res = await race(
      `submission:shipment:${id}`,
      () =>
        b.clients.ship.submit({
          submission_id: id,
          customer_id: b.customers.c1.id,
          shipment_date: '2026-03-20',
          rows: [{ material_id: b.materials.bread.id, material_lot_code: 'BR-1', material_quantity: 2 }],
        }),
      () => hold('FL-1', 'Mill recall during a shipment'),
    );
    expect(res.status, res.text).toBe(409);
    expect((res.body as { message: string }).message).toMatch(
      /^Lot BR-1 of .* was made from lot FL-1 \(Flour .*\), which is on hold \(Supplier recall: Mill recall during a shipment/,
    );
    expect(await lotQty(b.materials.bread.id, 'BR-1')).toBe(before);
    // Back to its status before the submit, without its snapshot: it can be submitted once released.
    expect((await b.clients.ship.get(id)).body).toMatchObject({ submission_status: 'created' });
    await release('FL-1');
    const again = await b.clients.ship.submit({ submission_id: id });
    expect(again.status, again.text).toBe(200);
    expect(await lotQty(b.materials.bread.id, 'BR-1')).toBe((before ?? 0) - 2);
  });

  it('checks again when a frozen submit is retried: a lot held since is refused and the submit is undone', async () => {
    const before = await lotQty(b.materials.bread.id, 'BR-1');
    const id = await b.clients.ship.manualNew();
    // The posting fails before it is sent: the submission stays frozen for a retry.
    await arm({ command: 'TransactWrite', contains: `submission:shipment:${id}`, nth: 1 });
    const crashed = await b.clients.ship.submit({
      submission_id: id,
      customer_id: b.customers.c1.id,
      shipment_date: '2026-03-21',
      rows: [{ material_id: b.materials.bread.id, material_lot_code: 'BR-1', material_quantity: 1 }],
    });
    expect(crashed.status).toBe(500);
    expect((await b.clients.ship.get(id)).body).toMatchObject({ submission_status: 'submitting' });
    await hold('SU-1', 'Sugar recall before the retry');
    const retried = await b.clients.ship.submit({ submission_id: id });
    expect(retried.status, retried.text).toBe(409);
    expect((retried.body as { message: string }).message).toMatch(
      /^Lot BR-1 of .* was made from lot SU-1 \(Sugar .*\), which is on hold \(Supplier recall: Sugar recall before the retry/,
    );
    expect((await b.clients.ship.get(id)).body).toMatchObject({ submission_status: 'created' });
    expect(await lotQty(b.materials.bread.id, 'BR-1')).toBe(before);
    await release('SU-1');
  });

  it('refuses an adjustment typed as usage of a lot held under it, and posts one whose check still passes', async () => {
    const adjust = (key: string) =>
      api('POST', `/api/inventory/${b.materials.flour.id}/adjust`, {
        token: b.token,
        headers: { 'idempotency-key': key },
        json: { qty_delta: -1, lot_code: 'FL-2', txn_reason: 'usage' },
      });
    const before = await lotQty(b.materials.flour.id, 'FL-2');
    const refused = await race(
      'race-usage-1',
      () => adjust('race-usage-1'),
      () => hold('FL-2', 'Bag torn'),
    );
    expect(refused.status, refused.text).toBe(409);
    expect((refused.body as { message: string }).message).toMatch(
      /^Lot FL-2 of .* is on hold \(Supplier recall: Bag torn/,
    );
    expect(await lotQty(b.materials.flour.id, 'FL-2')).toBe(before);
    await release('FL-2');

    // A hold on an unrelated lot also fails the posting's guard: checked again, it posts.
    const posted = await race(
      'race-usage-2',
      () => adjust('race-usage-2'),
      () => hold('FL-1', 'Weevils'),
    );
    expect(posted.status, posted.text).toBe(200);
    expect(await lotQty(b.materials.flour.id, 'FL-2')).toBe((before ?? 0) - 1);
  });
});

describe('a lot merge racing a posting', () => {
  it('refuses usage whose lot is merged under it into a held lot: the merge moves the hold epoch', async () => {
    const flour = b.materials.flour.id;
    const adjust = (key: string, lot: string, qty: number, reason: 'adjustment' | 'usage') =>
      api('POST', `/api/inventory/${flour}/adjust`, {
        token: b.token,
        headers: { 'idempotency-key': key },
        json: { qty_delta: qty, lot_code: lot, txn_reason: reason },
      });
    for (const lot of ['FL-M1', 'FL-M2']) {
      const res = await adjust(`merge-race-${lot}`, lot, 5, 'adjustment');
      expect(res.status, res.text).toBe(200);
      lotIds.set(lot, { material: flour, lot: await b.lotId(b.materials.flour, lot) });
    }
    await hold('FL-M1', 'Damp sacks');
    const merge = async () => {
      const res = await api('POST', `/api/materials/${flour}/lots/merge`, {
        token: b.token,
        json: { from_lot_id: lotIds.get('FL-M2')?.lot, to_lot_id: lotIds.get('FL-M1')?.lot },
      });
      expect(res.status, res.text).toBe(200);
    };
    // The check passed on FL-M2 (not held); its posting, paused, then finds FL-M2 merged into FL-M1.
    const res = await race('merge-race-use', () => adjust('merge-race-use', 'FL-M2', -1, 'usage'), merge);
    expect(res.status, res.text).toBe(409);
    expect((res.body as { message: string }).message).toMatch(/is on hold \(Supplier recall: Damp sacks/);
    expect(await lotQty(flour, 'FL-M1')).toBe(10);
  });
});

describe('a lot rename racing a posting', () => {
  it('refuses usage of a code no lot had at its check once a held lot is renamed to it', async () => {
    const flour = b.materials.flour.id;
    const seeded = await api('POST', `/api/inventory/${flour}/adjust`, {
      token: b.token,
      headers: { 'idempotency-key': 'rename-race-seed' },
      json: { qty_delta: 5, lot_code: 'FL-R1', txn_reason: 'adjustment' },
    });
    expect(seeded.status, seeded.text).toBe(200);
    lotIds.set('FL-R1', { material: flour, lot: await b.lotId(b.materials.flour, 'FL-R1') });
    await hold('FL-R1', 'Wet pallet');
    const rename = async () => {
      const res = await api('PATCH', `/api/materials/${flour}/lots/${lotIds.get('FL-R1')?.lot}`, {
        token: b.token,
        json: { lot_code: 'FL-RN9' },
      });
      expect(res.status, res.text).toBe(200);
      expect(res.body).not.toMatchObject({ conflict_discovered: true });
    };
    // The check found no lot FL-RN9 (nothing held); the posting, paused creating that lot, then
    // finds the code claimed by the held lot renamed to it meanwhile, and would take from it.
    const res = await race(
      'FL-RN9',
      () =>
        api('POST', `/api/inventory/${flour}/adjust`, {
          token: b.token,
          headers: { 'idempotency-key': 'rename-race-use' },
          json: { qty_delta: -1, lot_code: 'FL-RN9', txn_reason: 'usage' },
        }),
      rename,
    );
    expect(res.status, res.text).toBe(409);
    expect((res.body as { message: string }).message).toMatch(
      /^Lot FL-RN9 of .* is on hold \(Supplier recall: Wet pallet/,
    );
    expect(await lotQty(flour, 'FL-RN9')).toBe(5);
  });

  it('a submit checked again after a rename reads its lots again: it takes nothing from the renamed lot, held since', async () => {
    const flour = b.materials.flour.id;
    const seeded = await api('POST', `/api/inventory/${flour}/adjust`, {
      token: b.token,
      headers: { 'idempotency-key': 'rename-race-seed-2' },
      json: { qty_delta: 5, lot_code: 'FL-S1', txn_reason: 'adjustment' },
    });
    expect(seeded.status, seeded.text).toBe(200);
    const lot = await b.lotId(b.materials.flour, 'FL-S1');
    lotIds.set('FL-S1X', { material: flour, lot });
    const id = await b.clients.prod.manualNew();
    // The submit read FL-S1's claim before its check; paused posting, the lot is renamed and held.
    const res = await race(
      `submission:production:${id}`,
      () =>
        b.clients.prod.submit({
          submission_id: id,
          production_date: '2026-03-12',
          product_id: b.materials.dough.id,
          outgoing_lot: 'DO-S1',
          quantity_produced: 2,
          quantity_unit: 'kg',
          materials: [{ material_id: flour, material_lot: 'FL-S1', unit: 'kg', amt_used: 1 }],
        }),
      async () => {
        const renamed = await api('PATCH', `/api/materials/${flour}/lots/${lot}`, {
          token: b.token,
          json: { lot_code: 'FL-S1X' },
        });
        expect(renamed.status, renamed.text).toBe(200);
        await hold('FL-S1X', 'Torn sacks');
      },
    );
    // Checked again, no lot has FL-S1 now: it posts to a new FL-S1, never from the held lot.
    expect(res.status, res.text).toBe(200);
    expect(await lotQty(flour, 'FL-S1X')).toBe(5);
    expect(await lotQty(flour, 'FL-S1')).toBe(-1);
  });
});

describe("a lot's date racing a posting", () => {
  it('refuses usage of a lot whose date was set to a past day under it', async () => {
    const flour = b.materials.flour.id;
    const adjust = (key: string, qty: number, reason: 'adjustment' | 'usage') =>
      api('POST', `/api/inventory/${flour}/adjust`, {
        token: b.token,
        headers: { 'idempotency-key': key },
        json: { qty_delta: qty, lot_code: 'FL-E1', txn_reason: reason },
      });
    const seeded = await adjust('expiry-race-seed', 5, 'adjustment');
    expect(seeded.status, seeded.text).toBe(200);
    const lot = await b.lotId(b.materials.flour, 'FL-E1');
    const res = await race(
      'expiry-race-use',
      () => adjust('expiry-race-use', -1, 'usage'),
      async () => {
        const dated = await api('PUT', `/api/materials/${flour}/lots/${lot}/expiry`, {
          token: b.token,
          json: { date: '2020-01-31', kind: 'use_by' },
        });
        expect(dated.status, dated.text).toBe(200);
      },
    );
    expect(res.status, res.text).toBe(409);
    expect((res.body as { message: string }).message).toMatch(
      /^Lot FL-E1 of .* is past its use by date \(2020-01-31\) and cannot be used/,
    );
    expect(await lotQty(flour, 'FL-E1')).toBe(5);
  });
});
