import { drillRoutes } from '@bp/shared/api/routes/drills.ts';
import type { DrillList, DrillView } from '@bp/shared/contracts/drills.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { readPdfText } from '../../support/read-pdf-text.ts';
import { type ApiResponse, api, apiUrl } from '../support/api.ts';
import { freshCompany } from '../submissions/support.ts';
import { type Bakery, buildBakery } from '../trace/scenario.ts';

/** Recall drills over the bakery scenario (tests/integration/trace/scenario.ts). */
let b: Bakery;
beforeAll(async () => {
  b = await buildBakery();
  // An adjustment on FL-1: 5 kg of the 100 kg received that the records do not explain (5 %).
  const adjust = await api('POST', `/api/inventory/${b.materials.flour.id}/adjust`, {
    token: b.token,
    json: { qty_delta: -5, txn_reason: 'adjustment', lot_code: 'FL-1', note: 'spilled' },
  });
  expect(adjust.status, adjust.text).toBe(200);
}, 120_000);

const expectDrill = (name: (typeof drillRoutes)[number]['name'], res: ApiResponse<unknown>, status = 200) => {
  const def = drillRoutes.find((r) => r.name === name);
  expect(res.status, `${name}: ${res.text}`).toBe(status);
  if (!def || !('response' in def)) throw new Error(`${name} answers no JSON`);
  return def.response.parse(res.body) as DrillView;
};

const start = (json: unknown, token = b.token) => api('POST', '/api/drills', { token, json });

describe('recall drills', () => {
  it('drills a finished lot: trace both ways, customers, mass balance within tolerance, passes on close', async () => {
    const d = expectDrill('startDrill', await start({ lot_code: 'br-1' }), 201);
    expect(d).toMatchObject({
      lot_code: 'BR-1',
      material_id: b.materials.bread.id,
      status: 'open',
      closed_at: null,
      passed: null,
      target_minutes: 240,
      tolerance_percent: 2,
    });
    expect(d.mass_balance).toMatchObject({ produced: 100, shipped: 80, on_hand: 20, accounted_percent: 100 });
    expect(d.trace.trace_type).toBe('finished_good_recall');
    const shipped = JSON.stringify(d.trace);
    expect(shipped).toContain('Carl Corner');
    expect(shipped).toContain('FL-1');

    const noted = expectDrill(
      'updateDrillNotes',
      await api('PATCH', `/api/drills/${d.id}`, { token: b.token, json: { notes: ' Called C1 ', gaps: '' } }),
    );
    expect(noted.notes).toBe('Called C1');

    const closed = expectDrill(
      'closeDrill',
      await api('POST', `/api/drills/${d.id}/close`, { token: b.token, json: { gaps: 'none' } }),
    );
    expect(closed).toMatchObject({ status: 'closed', passed: true, accounted_percent: 100, gaps: 'none' });
    expect(closed.closed_at).not.toBeNull();
    expect(closed.elapsed_minutes).toBeLessThan(5);

    // Read-only once closed: a second close and an edit are 409 and change nothing.
    const again = await api('POST', `/api/drills/${d.id}/close`, { token: b.token, json: {} });
    expect(again.status, again.text).toBe(409);
    const edit = await api('PATCH', `/api/drills/${d.id}`, { token: b.token, json: { notes: 'late' } });
    expect(edit.status, edit.text).toBe(409);
    const read = expectDrill('getDrill', await api('GET', `/api/drills/${d.id}`, { token: b.token }));
    expect(read).toMatchObject({
      notes: 'Called C1',
      gaps: 'none',
      closed_at: closed.closed_at,
      passed: true,
    });
  });

  it('fails a drill whose mass balance is outside the tolerance (the adjusted flour lot)', async () => {
    const d = expectDrill(
      'startDrill',
      await start({ lot_code: 'FL-1', material_id: b.materials.flour.id }),
      201,
    );
    expect(d.mass_balance).toMatchObject({
      received: 100,
      used_in_production: 60,
      adjusted: -5,
      on_hand: 35,
      accounted_percent: 95,
    });
    expect(d.within_tolerance).toBe(false);
    expect(d.trace.trace_type).toBe('ingredient_packaging_recall');
    expect(JSON.stringify(d.trace)).toContain('Mia Miller');
    const closed = expectDrill(
      'closeDrill',
      await api('POST', `/api/drills/${d.id}/close`, { token: b.token, json: {} }),
    );
    expect(closed).toMatchObject({ passed: false, within_time: true, within_tolerance: false });
  });

  it('keeps the history newest first, paged', async () => {
    const res = await api<DrillList>('GET', '/api/drills', {
      token: b.token,
      query: { page: 1, page_size: 1 },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.total).toBeGreaterThanOrEqual(2);
    expect(res.body.items).toHaveLength(1);
    expect(res.body.items[0]?.lot_code).toBe('FL-1');
  });

  it('balances a lot with an adjustment and a merge: the merged lot\u2019s loss stays unaccounted', async () => {
    // FL-3 (30 kg) loses 3 kg to a torn bag, then is merged into FL-2 (40 received, 10 used).
    await b.receive('2026-03-08', [
      {
        supplier_id: b.suppliers.s1.id,
        material_id: b.materials.flour.id,
        lot_code: 'FL-3',
        quantity: 30,
        unit: 'kg',
      },
    ]);
    const flour = b.materials.flour.id;
    const torn = await api('POST', `/api/inventory/${flour}/adjust`, {
      token: b.token,
      json: { qty_delta: -3, txn_reason: 'adjustment', lot_code: 'FL-3', note: 'torn bag' },
    });
    expect(torn.status, torn.text).toBe(200);
    const merged = await api('POST', `/api/materials/${flour}/lots/merge`, {
      token: b.token,
      json: {
        from_lot_id: await b.lotId(b.materials.flour, 'FL-3'),
        to_lot_id: await b.lotId(b.materials.flour, 'FL-2'),
      },
    });
    expect(merged.status, merged.text).toBe(200);
    // Started from the merged code: the drill is of the survivor.
    const d = expectDrill('startDrill', await start({ lot_code: 'FL-3', material_id: flour }), 201);
    expect(d.lot_code).toBe('FL-2');
    expect(d.mass_balance).toMatchObject({
      received: 70,
      merged_in: 27,
      used_in_production: 10,
      shipped: 0,
      adjusted: -3,
      on_hand: 57,
      unaccounted: 3,
      accounted_percent: 95.7,
    });
    expect(d.within_tolerance).toBe(false);
  });

  it('refuses unknown lots, bad input and other companies', async () => {
    expect((await start({ lot_code: 'NOPE-9' })).status).toBe(404);
    const bad = await start({ lot_code: '' });
    expect(bad.status, bad.text).toBe(400);
    expect((await api('GET', '/api/drills/0', { token: b.token })).status).toBe(400);
    expect((await api('GET', '/api/drills/999999', { token: b.token })).status).toBe(404);
    const patch = await api('PATCH', '/api/drills/1', { token: b.token, json: { notes: 5 } });
    expect(patch.status, patch.text).toBe(400);

    const mine = await api<DrillList>('GET', '/api/drills', { token: b.token });
    const id = mine.body.items[0]!.id;
    const other = await freshCompany();
    expect((await api('GET', `/api/drills/${id}`, { token: other.token })).status).toBe(404);
    expect((await api('POST', `/api/drills/${id}/close`, { token: other.token, json: {} })).status).toBe(404);
    const theirs = await api<DrillList>('GET', '/api/drills', { token: other.token });
    expect(theirs.body).toEqual({ items: [], total: 0 });
  });

  it('judges a drill by the company\u2019s target and tolerance at its start; a later change judges no old drill again', async () => {
    const before = expectDrill('startDrill', await start({ lot_code: 'BR-1' }), 201);
    const set = await api('PUT', '/api/company-settings/', {
      token: b.token,
      json: { traceable_materials_default: true, drill_target_minutes: 1440, drill_tolerance_percent: 6 },
    });
    expect(set.status, set.text).toBe(200);
    const d = expectDrill(
      'startDrill',
      await start({ lot_code: 'FL-1', material_id: b.materials.flour.id }),
      201,
    );
    expect(d).toMatchObject({ target_minutes: 1440, tolerance_percent: 6, within_tolerance: true });
    const closed = expectDrill(
      'closeDrill',
      await api('POST', `/api/drills/${d.id}/close`, { token: b.token, json: {} }),
    );
    expect(closed.passed).toBe(true);
    const old = expectDrill('getDrill', await api('GET', `/api/drills/${before.id}`, { token: b.token }));
    expect(old).toMatchObject({ target_minutes: 240, tolerance_percent: 2 });
  });

  it('keeps a closed drill as it was found: later movements change neither its figures nor its report', async () => {
    const sugar = b.materials.sugar.id;
    const d = expectDrill('startDrill', await start({ lot_code: 'SU-1', material_id: sugar }), 201);
    expect(d.figures_as_of).toBeNull();
    expect(d.mass_balance).toMatchObject({ received: 50, used_in_production: 20, on_hand: 30 });
    const closed = expectDrill(
      'closeDrill',
      await api('POST', `/api/drills/${d.id}/close`, { token: b.token, json: {} }),
    );
    expect(closed.figures_as_of).toBe(closed.closed_at);
    const report = async () => {
      const res = await fetch(new URL(`/api/drills/${d.id}/report.pdf`, apiUrl()), {
        headers: { authorization: `Bearer ${b.token}` },
      });
      return new Uint8Array(await res.arrayBuffer());
    };
    const before = await report();
    // After the close: 4 kg of the lot are found spoiled, and 6 kg more go to the cookies' dough.
    const adjust = await api('POST', `/api/inventory/${sugar}/adjust`, {
      token: b.token,
      json: { qty_delta: -4, txn_reason: 'adjustment', lot_code: 'SU-1', note: 'damp' },
    });
    expect(adjust.status, adjust.text).toBe(200);
    await b.produce('2026-03-09', b.materials.dough, 'DO-2', 6, [
      { material_id: sugar, material_lot: 'SU-1', unit: 'kg', amt_used: 6 },
    ]);
    const later = expectDrill('getDrill', await api('GET', `/api/drills/${d.id}`, { token: b.token }));
    expect(later.mass_balance).toEqual(closed.mass_balance);
    expect(later.trace).toEqual(closed.trace);
    expect(JSON.stringify(later.trace)).not.toContain('DO-2');
    expect(later.figures_as_of).toBe(closed.closed_at);
    expect(await report()).toEqual(before);
    expect(readPdfText(before).replace(/\s+/g, ' ')).toContain('as found when the drill closed');
    // A new drill of the same lot reads it as it stands now.
    const again = expectDrill('startDrill', await start({ lot_code: 'SU-1', material_id: sugar }), 201);
    expect(again.mass_balance).toMatchObject({ used_in_production: 26, adjusted: -4, on_hand: 20 });
  });

  it('serves the report as a PDF whose text holds the figures; 404 for another company', async () => {
    const d = expectDrill(
      'startDrill',
      await start({ lot_code: 'FL-1', material_id: b.materials.flour.id }),
      201,
    );
    const flourLot = await b.lotId(b.materials.flour, 'FL-1');
    const held = await api('POST', `/api/materials/${b.materials.flour.id}/lots/${flourLot}/hold`, {
      token: b.token,
      json: { category: 'supplier_recall', reason: 'Mill recalled MILL-B77' },
    });
    expect(held.status, held.text).toBe(200);
    await api('POST', `/api/drills/${d.id}/close`, {
      token: b.token,
      json: { notes: 'Called Mia Miller at 10:05', gaps: 'Spill not written up' },
    });
    const pdf = async (token: string) => {
      const res = await fetch(new URL(`/api/drills/${d.id}/report.pdf`, apiUrl()), {
        headers: { authorization: `Bearer ${token}` },
      });
      return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
    };
    const { res, bytes } = await pdf(b.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = readPdfText(bytes).replace(/\s+/g, ' ');
    for (const figure of [
      `Recall drill report #${d.id}`,
      'Result: Passed',
      'against a target of 24 h 0 min',
      'Received: 100 kg',
      'Adjusted: -5 kg',
      'On hand: 35 kg',
      'Accounted for: 95% (tolerance 6%: within)',
      'Called Mia Miller at 10:05',
      'Spill not written up',
      // The stock to hold, the held lot marked; the suppliers; the records behind every link.
      'FL-1: 35 kg on hand, HELD (supplier recall: Mill recalled MILL-B77)',
      'BR-1: 20 kg on hand, not held',
      `Mill ${b.companyId}`,
      `Goods receipt #${b.docs.gr1}, 2026-03-01, Mill ${b.companyId}: lot FL-1`,
      `Production #${b.docs.p1}, 2026-03-03: lots FL-1, DO-1`,
      `Shipment #${b.docs.sh2}, 2026-03-07, Deli ${b.companyId}: lots BR-1, CK-1`,
    ])
      expect(text).toContain(figure);
    // Dated by the drill, not the request: the same drill gives the same bytes.
    expect((await pdf(b.token)).bytes).toEqual(bytes);
    const other = await freshCompany();
    expect((await pdf(other.token)).res.status).toBe(404);
  });
});
