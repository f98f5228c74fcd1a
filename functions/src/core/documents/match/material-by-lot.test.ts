import { describe, expect, it } from 'vitest';
import type { LotCatalog, MatchCatalog } from './catalog.ts';
import { LOW_CONFIDENCE } from '@bp/shared/contracts/submissions/confidence.ts';
import { matchDocument } from './match-document.ts';

/** A bakery: flour and sugar in, cookies and crackers out; each lot code is one material's. */
const catalog: MatchCatalog = {
  suppliers: [{ id: 1, name: 'Valley Mills' }],
  customers: [{ id: 7, name: 'Corner Market' }],
  materials: [
    { id: 10, name: 'Wheat Flour', materialType: 'ingredient' },
    { id: 11, name: 'Cane Sugar', materialType: 'ingredient' },
    { id: 12, name: 'Oat Cookies', materialType: 'finished_goods' },
    { id: 14, name: 'Rye Crackers', materialType: 'finished_goods' },
  ],
  units: [{ abbr: 'kg', name: 'Kilogram', type: 'weight' }],
  aliases: [],
};
const stock: LotCatalog = new Map([
  [10, ['VM-1101', 'VM-1187']],
  [11, ['HS-4410', 'HS-4418']],
  [12, ['FG-560A', 'FG-561B']],
  [14, ['FG-439A', 'FG-512C']],
]);
const port = (lots: LotCatalog, asked: number[][] = []) => ({
  catalog: async () => catalog,
  lots: async (_c: number, ids: readonly number[]) => (asked.push([...ids]), lots),
});
const today = '2026-11-24';
/** A handwritten name the recogniser made nothing of. */
const unreadable = 'Ryc Cnckcs';

describe('a row whose material name was not read: the material from its lot code', () => {
  it('takes the one material whose lot the code is, as sure as the lot', async () => {
    const asked: number[][] = [];
    const draft = {
      header: {},
      rows: [
        { material_name: unreadable, material_lot_code: 'FG-439A', confidence: { material_lot_code: 0.95 } },
      ],
    };
    const out = await matchDocument(port(stock, asked), { companyId: 1, kind: 'shipment', draft }, today);
    // Every finished good's lots were read: a shipment row names a finished good.
    expect(asked).toEqual([[12, 14]]);
    expect(out.rows[0]).toMatchObject({
      material_id: 14,
      material_name: 'Rye Crackers',
      material_lot_code: 'FG-439A',
    });
    expect(out.rows[0]!.confidence!.material_id).toBeGreaterThanOrEqual(LOW_CONFIDENCE);
  });

  it('takes it from a code misread beyond a look-alike, doubtful, with the candidates', async () => {
    const draft = {
      header: {},
      // `FG-439A` with its G read as 6 and its 9 lost.
      rows: [
        { material_name: unreadable, material_lot_code: 'F6-43A', confidence: { material_lot_code: 0.9 } },
      ],
    };
    const out = await matchDocument(port(stock), { companyId: 1, kind: 'shipment', draft }, today);
    expect(out.rows[0]).toMatchObject({
      material_id: 14,
      material_lot_code: 'FG-439A',
      candidates: { material_lot_code: ['FG-439A'] },
    });
    expect(out.rows[0]!.confidence!.material_id).toBeLessThan(LOW_CONFIDENCE);
    expect(out.rows[0]!.confidence!.material_lot_code).toBe(out.rows[0]!.confidence!.material_id);
  });

  it('names no material from a code two materials share, nor from a code near no lot', async () => {
    const shared: LotCatalog = new Map([...stock, [14, ['FG-560A', 'FG-512C']]]);
    const draft = {
      header: {},
      rows: [
        { material_name: unreadable, material_lot_code: 'FG-560A' },
        { material_name: unreadable, material_lot_code: 'QQ-9999' },
      ],
    };
    const out = await matchDocument(port(shared), { companyId: 1, kind: 'shipment', draft }, today);
    expect(out.rows.map((r) => [r.material_id ?? null, r.material_lot_code])).toEqual([
      [null, 'FG-560A'],
      [null, 'QQ-9999'],
    ]);
  });

  it("never makes a production input of a finished good's lot", async () => {
    const asked: number[][] = [];
    const draft = {
      header: {},
      rows: [
        { material_name: unreadable, material_lot: 'FG-560A' },
        { material_name: 'Whcat Fl0ur', material_lot: 'HS-4418' },
      ],
    };
    const out = await matchDocument(port(stock, asked), { companyId: 1, kind: 'production', draft }, today);
    expect(asked).toEqual([[10, 11]]);
    expect(out.rows[0]!.material_id ?? null).toBeNull();
    // A name that was recognised is kept: a lot of another material does not overrule it.
    expect(out.rows[1]).toMatchObject({ material_id: 10, material_lot: 'HS-4418' });
  });
});
