import { drillRoutes } from '@bp/shared/api/routes/drills.ts';
import { type DrillCoverage, type DrillView, drillMessages } from '@bp/shared/contracts/drills.ts';
import type { Material } from '@bp/shared/contracts/materials.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { readPdfText } from '../../support/read-pdf-text.ts';
import { type ApiResponse, api, apiUrl } from '../support/api.ts';
import { createMaterial, freshCompany } from '../submissions/support.ts';
import { withLaggingReads } from '../support/stale-reads.ts';
import { type Bakery, buildBakery } from '../trace/scenario.ts';

/**
 * The random drill from a product group over the bakery scenario (tests/integration/trace/scenario.ts):
 * Bakery = bread (BR-1 shipped, 20 kg left) + flour (FL-1, FL-2 in stock, never shipped);
 * Intermediates = dough (DO-1 all used in production); Preserves = jam (no lot).
 */
let b: Bakery;
let other: { token: string };
beforeAll(async () => {
  [b, other] = await Promise.all([buildBakery(), freshCompany()]);
  const group = (m: Material, product_group: string) =>
    api('PUT', `/api/materials/${m.id}`, {
      token: b.token,
      json: { name: m.name, material_type: m.material_type, unit_of_measure: 'kg', product_group },
    });
  for (const res of await Promise.all([
    group(b.materials.bread, 'Bakery'),
    group(b.materials.flour, 'Bakery'),
    group(b.materials.dough, 'Intermediates'),
  ]))
    expect(res.status, res.text).toBe(200);
  await createMaterial(b.token, {
    name: `Jam ${b.companyId}`,
    material_type: 'finished_goods',
    product_group: 'Preserves',
    unit_of_measure: 'kg',
  });
  // Another company with a Bakery group of its own (and no lot in it).
  await createMaterial(other.token, {
    name: 'Their Bread',
    material_type: 'finished_goods',
    product_group: 'Bakery',
    unit_of_measure: 'kg',
  });
}, 120_000);

const startRoute = drillRoutes.find((r) => r.name === 'startDrill')!;
const start = (json: unknown, token = b.token) => api('POST', '/api/drills', { token, json });
const started = (res: ApiResponse<unknown>) => {
  expect(res.status, res.text).toBe(201);
  return startRoute.response.parse(res.body) as DrillView;
};
const coverage = async (token = b.token) => {
  const res = await api<DrillCoverage>('GET', '/api/drills/coverage', { token });
  expect(res.status, res.text).toBe(200);
  return res.body;
};

describe('a drill picked at random from a product group', () => {
  it('picks in the group: lots never drilled first, shipped ones before those in stock; records the group', async () => {
    const first = started(await start({ product_group: ' BAKERY ' }));
    // BR-1 is the group's one shipped lot: it could have reached customers.
    expect(first).toMatchObject({
      lot_code: 'BR-1',
      picked_from_group: 'Bakery',
      material_id: b.materials.bread.id,
    });
    expect(JSON.stringify(first.trace)).toContain('Carl Corner');
    const pdf = await fetch(new URL(`/api/drills/${first.id}/report.pdf`, apiUrl()), {
      headers: { authorization: `Bearer ${b.token}` },
    });
    expect(pdf.status).toBe(200);
    expect(readPdfText(new Uint8Array(await pdf.arrayBuffer())).replace(/\s+/g, ' ')).toContain(
      'Picked at random from the product group Bakery.',
    );

    // Then the lots never drilled (in stock), each once, before any lot is drilled again.
    const second = started(await start({ product_group: 'Bakery' }));
    const third = started(await start({ product_group: 'Bakery' }));
    expect([second.lot_code, third.lot_code].sort()).toEqual(['FL-1', 'FL-2']);
    expect(second.material_id).toBe(b.materials.flour.id);
    const fourth = started(await start({ product_group: 'Bakery' }));
    expect(fourth.lot_code).toBe('BR-1');

    // A group whose only lot was used up in production still has a lot to drill.
    expect(started(await start({ product_group: 'intermediates' }))).toMatchObject({
      lot_code: 'DO-1',
      picked_from_group: 'Intermediates',
    });
    // Started from a lot code: no group.
    expect(started(await start({ lot_code: 'CK-1' })).picked_from_group).toBeNull();
    const history = await api<{ items: { lot_code: string; picked_from_group: string | null }[] }>(
      'GET',
      '/api/drills',
      { token: b.token },
    );
    expect(history.body.items.map((d) => d.picked_from_group)).toEqual([
      null,
      'Intermediates',
      'Bakery',
      'Bakery',
      'Bakery',
      'Bakery',
    ]);
  });

  it('refuses both or neither of lot_code and product_group (400), and a group without lots (404)', async () => {
    const before = (await api<{ total: number }>('GET', '/api/drills', { token: b.token })).body.total;
    const refused = async (json: unknown, status: number, message: string) => {
      const res = await start(json);
      expect(res.status, res.text).toBe(status);
      expect((res.body as { message: string }).message).toContain(message);
    };
    await refused({}, 400, drillMessages.startFromOne);
    await refused({ product_group: '   ' }, 400, drillMessages.startFromOne);
    await refused({ lot_code: 'BR-1', product_group: 'Bakery' }, 400, drillMessages.startFromBoth);
    await refused(
      { product_group: 'Bakery', material_id: b.materials.bread.id },
      400,
      drillMessages.materialIdWithGroup,
    );
    await refused({ product_group: 'Preserves' }, 404, drillMessages.groupHasNoLot('Preserves'));
    await refused({ product_group: 'No Such Group' }, 404, drillMessages.groupHasNoLot('No Such Group'));
    await refused({ product_group: 'x'.repeat(65) }, 400, 'product_group must be at most 64 characters');
    expect((await api<{ total: number }>('GET', '/api/drills', { token: b.token })).body.total).toBe(before);
  });

  it("never sees another company's groups or lots", async () => {
    // Their Bakery has no lot: ours are not theirs to drill.
    const res = await start({ product_group: 'Bakery' }, other.token);
    expect(res.status, res.text).toBe(404);
    expect(await coverage(other.token)).toEqual({
      items: [
        { product_group: 'Bakery', material_count: 1, last_drilled_at: null, last_drill_id: null, due: true },
      ],
      due_count: 1,
    });
  });

  it('lists every group with its latest drill, flagging those not drilled in the last 12 months', async () => {
    const c = await coverage();
    const history = await api<{ items: DrillView[] }>('GET', '/api/drills', { token: b.token });
    const latestBakery = history.body.items.find((d) => d.picked_from_group === 'Bakery')!;
    expect(c.items.map((g) => [g.product_group, g.material_count, g.last_drill_id, g.due])).toEqual([
      ['Bakery', 2, latestBakery.id, false],
      ['Intermediates', 1, expect.any(Number), false],
      ['Preserves', 1, null, true],
    ]);
    expect(c.items[0]?.last_drilled_at).toBe(latestBakery.started_at);
    expect(c.due_count).toBe(1);
  });

  // AWS may answer a default read from before a write a moment ago; the local cloud's stale reads do too.
  it('drills a group whose only lot was received a moment ago', async () => {
    const pickles = await createMaterial(b.token, {
      name: `Pickles ${b.companyId}`,
      material_type: 'ingredient',
      product_group: 'Pickles',
      unit_of_measure: 'kg',
    });
    await withLaggingReads(async () => {
      await b.receive('2026-03-09', [
        {
          supplier_id: b.suppliers.s1.id,
          material_id: pickles.id,
          lot_code: 'PK-1',
          quantity: 5,
          unit: 'kg',
        },
      ]);
      expect(started(await start({ product_group: 'Pickles' }))).toMatchObject({ lot_code: 'PK-1' });
    });
  });
});
