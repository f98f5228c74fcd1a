import { holdRoutes } from '@bp/shared/api/routes/holds.ts';
import type { DescendantLot, HoldHistory, HoldResult } from '@bp/shared/contracts/holds.ts';
import type { MaterialLot } from '@bp/shared/contracts/lots.ts';
import { FSMA_COLUMNS } from '@bp/shared/contracts/trace.ts';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiResponse, api } from '../support/api.ts';
import { expectMessage, freshCompany, lotsOf } from '../submissions/support.ts';
import { type Bakery, buildBakery } from '../trace/scenario.ts';

/** Contract check for the hold routes: 200 and the response schema. */
const expectHold = <T>(name: (typeof holdRoutes)[number]['name'], res: ApiResponse<unknown>): T => {
  const def = holdRoutes.find((r) => r.name === name);
  if (!def) throw new Error(`no route ${name}`);
  expect(res.status, `${name}: ${res.text}`).toBe(200);
  return def.response.parse(res.body) as T;
};

let b: Bakery;
let lots: Record<string, { material: number; lot: number }>;
beforeAll(async () => {
  b = await buildBakery();
  const m = b.materials;
  lots = {
    'FL-1': { material: m.flour.id, lot: await b.lotId(m.flour, 'FL-1') },
    'FL-2': { material: m.flour.id, lot: await b.lotId(m.flour, 'FL-2') },
    'SU-1': { material: m.sugar.id, lot: await b.lotId(m.sugar, 'SU-1') },
    'DO-1': { material: m.dough.id, lot: await b.lotId(m.dough, 'DO-1') },
    'BR-1': { material: m.bread.id, lot: await b.lotId(m.bread, 'BR-1') },
  };
}, 120_000);

const lotPath = (code: string, tail: string) => {
  const l = lots[code];
  if (!l) throw new Error(`no lot ${code}`);
  return `/api/materials/${l.material}/lots/${l.lot}/${tail}`;
};
const hold = (code: string, json: unknown, token = b.token) =>
  api('POST', lotPath(code, 'hold'), { token, json });
const release = (code: string, reason: string) =>
  api('POST', lotPath(code, 'release'), { token: b.token, json: { reason } });
const historyOf = async (code: string) =>
  expectHold<HoldHistory>('lotHoldHistory', await api('GET', lotPath(code, 'holds'), { token: b.token }));

const shipBread = async (code: string, quantity = 1) => {
  const id = await b.clients.ship.manualNew();
  return b.clients.ship.submit({
    submission_id: id,
    customer_id: b.customers.c1.id,
    shipment_date: '2026-03-20',
    rows: [{ material_id: b.materials.bread.id, material_lot_code: code, material_quantity: quantity }],
  });
};
const breadStock = async () =>
  (await lotsOf(b.token, b.materials.bread.id)).find((l) => l.lot_code === 'BR-1');

describe('lot holds', () => {
  it('refuses bad holds and releases with a message, changing nothing', async () => {
    expectMessage(
      await hold('FL-2', { category: 'mould', reason: 'x' }),
      400,
      'category must be one of supplier_recall, quality, pest, temperature, expired, other',
    );
    expectMessage(await hold('FL-2', { category: 'quality', reason: '   ' }), 400, 'A reason is required');
    expectMessage(await release('FL-2', 'fine'), 409, 'Lot FL-2 is not on hold');
    expectMessage(
      await api('POST', `/api/materials/${b.materials.flour.id}/lots/999999/hold`, {
        token: b.token,
        json: { category: 'quality', reason: 'x' },
      }),
      404,
      'Material lot not found',
    );
    // Another company's lot is not found either.
    const other = await freshCompany();
    expectMessage(
      await hold('FL-2', { category: 'quality', reason: 'x' }, other.token),
      404,
      'Material lot not found',
    );
    expect((await historyOf('FL-2')).events).toEqual([]);
  });

  it('previews the lots made from a lot that still hold stock, through the intermediate', async () => {
    const preview = expectHold<{ items: DescendantLot[] }>(
      'lotDescendants',
      await api('GET', lotPath('FL-1', 'descendants'), { token: b.token }),
    );
    // DO-1 (the dough) was used up; BR-1 holds 20 kg two steps on; CK-1 was all shipped.
    expect(preview.items.map((d) => [d.lot_code, d.quantity, d.depth, d.hold])).toEqual([
      ['BR-1', 20, 2, null],
    ]);
  });

  it('holds a lot and its descendants in stock with one action; the lot keeps its stock, marked held', async () => {
    const result = expectHold<HoldResult>(
      'holdLot',
      await hold('FL-1', {
        category: 'supplier_recall',
        reason: 'Mill recall 2026-17',
        include_descendants: true,
      }),
    );
    expect(result.held.map((h) => [h.lot_code, h.hold.category, h.hold.via_lot?.lot_code ?? null])).toEqual([
      ['FL-1', 'supplier_recall', null],
      ['BR-1', 'supplier_recall', 'FL-1'],
    ]);
    expect(result.history.hold).toMatchObject({
      reason: 'Mill recall 2026-17',
      held_by: { email: expect.any(String) },
    });
    expectMessage(
      await hold('FL-1', { category: 'quality', reason: 'again' }),
      409,
      'Lot FL-1 is already on hold',
    );

    const flour = (await lotsOf(b.token, b.materials.flour.id)).find(
      (l) => l.lot_code === 'FL-1',
    ) as MaterialLot;
    expect(flour.quantity).toBe(40);
    expect(flour.hold?.category).toBe('supplier_recall');
    expect((await breadStock())?.hold?.via_lot?.lot_code).toBe('FL-1');
  });

  it('marks the held lots in the FSMA 204 export (traced and by dates), the others blank', async () => {
    const statusByLot = async (query: Record<string, string>) => {
      const res = await api<{ url: string }>('GET', '/api/trace-lot/export/csv', { token: b.token, query });
      expect(res.status, res.text).toBe(200);
      const text = (await (await fetch(res.body.url)).text()).replace(/^\uFEFF/, '');
      const [head, ...rows] = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
      const lot = FSMA_COLUMNS.findIndex(([k]) => k === 'traceability_lot_code');
      const status = FSMA_COLUMNS.findIndex(([k]) => k === 'lot_status');
      expect(head?.[status]).toBe('Lot Status');
      return new Map(rows.map((r) => [r[lot], r[status]]));
    };
    for (const marks of [
      await statusByLot({ lot_code: 'BR-1' }),
      await statusByLot({ start_date: '2026-01-01', end_date: '2026-12-31' }),
    ]) {
      expect(marks.get('FL-1')).toMatch(/^On hold \(Supplier recall: Mill recall 2026-17, since \d{4}-/);
      expect(marks.get('BR-1')).toMatch(/^On hold \(Supplier recall: Mill recall 2026-17, since /);
      expect(marks.get('SU-1')).toBe('');
    }
  });

  it('refuses a shipment of a held lot, naming the lot and the hold, and moves nothing', async () => {
    const res = await shipBread('BR-1');
    expect(res.status, res.text).toBe(409);
    expect((res.body as { message: string }).message).toMatch(
      new RegExp(
        `^Lot BR-1 of ${b.materials.bread.name} is on hold \\(Supplier recall: Mill recall 2026-17, since \\d{4}-`,
      ),
    );
    expect((await breadStock())?.quantity).toBe(20);
  });

  it('refuses a production that uses a held lot, also when its stored rows are submitted (transcription flow)', async () => {
    const prod = b.clients.prod;
    const id = await prod.manualNew();
    expect(
      (
        await prod.patch(id, {
          production_date: '2026-03-21',
          product_id: b.materials.dough.id,
          outgoing_lot: 'DO-9',
          quantity_produced: 5,
          quantity_unit: 'kg',
        })
      ).status,
    ).toBe(200);
    const row = await prod.addRow(id, {
      material_id: b.materials.flour.id,
      material_lot: 'fl-1',
      unit: 'kg',
      amt_used: 5,
    });
    expect(row.status, row.text).toBe(201);
    const res = await prod.submit({ submission_id: id });
    expect(res.status, res.text).toBe(409);
    expect((res.body as { message: string }).message).toContain('Lot FL-1 of');
    expect((await prod.get(id)).body).toMatchObject({ submission_status: 'created' });
    expect((await lotsOf(b.token, b.materials.dough.id)).map((l) => l.lot_code)).not.toContain('DO-9');
  });

  it('refuses an adjustment typed as usage of a held lot, but lets a plain adjustment correct it', async () => {
    const adjust = (json: unknown) =>
      api('POST', `/api/inventory/${b.materials.flour.id}/adjust`, { token: b.token, json });
    const usage = await adjust({ qty_delta: -2, lot_code: 'FL-1', txn_reason: 'usage' });
    expect(usage.status, usage.text).toBe(409);
    expect((usage.body as { message: string }).message).toContain('is on hold');
    expectMessage(
      await adjust({ qty_delta: 2, lot_code: 'FL-2', txn_reason: 'usage' }),
      400,
      'A usage takes stock out: qty_delta must be negative',
    );
    expect((await adjust({ qty_delta: -1, lot_code: 'FL-1', note: 'spilt' })).status).toBe(200);
    expect((await adjust({ qty_delta: -1, lot_code: 'FL-2', txn_reason: 'usage' })).status).toBe(200);
    const flour = await lotsOf(b.token, b.materials.flour.id);
    expect(flour.find((l) => l.lot_code === 'FL-1')?.quantity).toBe(39);
  });

  it('releases per lot with who, when and why; the history keeps both events', async () => {
    const after = expectHold<HoldHistory>(
      'releaseLot',
      await release('BR-1', 'Tested clean by lab report 88'),
    );
    expect(after.hold).toBeNull();
    expect(
      after.events.map((e) => [e.seq, e.action, e.category, e.reason, e.via_lot?.lot_code ?? null]),
    ).toEqual([
      [0, 'hold', 'supplier_recall', 'Mill recall 2026-17', 'FL-1'],
      [1, 'release', 'supplier_recall', 'Tested clean by lab report 88', null],
    ]);
    expect(after.events[1]?.by?.email).toEqual(expect.any(String));
    // Released after the input's hold: it ships although FL-1 is still held.
    const res = await shipBread('BR-1', 2);
    expect(res.status, res.text).toBe(200);
    expect((await historyOf('FL-1')).hold?.category).toBe('supplier_recall');
  });

  it('refuses a lot made from an input held later without propagation, until one of them is released', async () => {
    expectHold<HoldResult>('holdLot', await hold('SU-1', { category: 'pest', reason: 'Weevils in store B' }));
    const res = await shipBread('BR-1');
    expect(res.status, res.text).toBe(409);
    expect((res.body as { message: string }).message).toMatch(
      /^Lot BR-1 of .* was made from lot SU-1 \(Sugar .*\), which is on hold \(Pest: Weevils in store B, since /,
    );
    expectHold<HoldHistory>('releaseLot', await release('SU-1', 'Fumigated, checked'));
    expect((await shipBread('BR-1')).status).toBe(200);
    expect((await breadStock())?.quantity).toBe(17);
  });
});

describe('merging a held lot', () => {
  it('is refused into a lot not held, so held stock cannot leave its hold', async () => {
    const merge = await api('POST', `/api/materials/${b.materials.flour.id}/lots/merge`, {
      token: b.token,
      json: { from_lot_id: lots['FL-1']?.lot, to_lot_id: lots['FL-2']?.lot },
    });
    expectMessage(
      merge,
      409,
      'Lot FL-1 is on hold: release it, or put lot FL-2 on hold too, before merging them',
    );
  });
});
