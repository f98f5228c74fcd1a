import type { LotLookupResult } from '@bp/shared/contracts/labels.ts';
import type { MaterialLot } from '@bp/shared/contracts/lots.ts';
import { describe, expect, it } from 'vitest';
import { resolveScan, type ScanLookups } from './resolve-scan.ts';

const lot = (over: Partial<MaterialLot> = {}): MaterialLot => ({
  id: 41,
  material_id: 7,
  lot_code: 'RYE-1',
  quantity: 20,
  origin: 'goods_receipt',
  production_date: '2026-11-20T10:00:00.000Z',
  notes: null,
  merged_codes: [],
  merged_into_lot_id: null,
  hold: null,
  expiry: null,
  receipts: [],
  received_date: null,
  unverified_origin: false,
  former_codes: [],
  code_history: [],
  ...over,
});
const rye = { id: 7, name: 'Rye flour', unit_of_measure: 'kg', gtin: '09521234543213' };
const oat = { id: 8, name: 'Oat flakes' };

/** Lookups over one stored lot of rye flour, RYE-1, as the API answers them. */
const lookups = (stored: MaterialLot = lot()): ScanLookups => ({
  byGtin: async (gtin, code): Promise<LotLookupResult | { notFound: string }> =>
    gtin !== rye.gtin
      ? { notFound: `No material has GTIN ${gtin}` }
      : code.toLowerCase() === stored.lot_code.toLowerCase()
        ? { material: rye, lot: stored }
        : { notFound: `Lot ${code} not found` },
  byMaterial: async (materialId, code) =>
    materialId === rye.id && code === stored.lot_code
      ? { material: rye, lot: stored }
      : { notFound: 'Lot not found' },
  lotPage: async (materialId, lotId) =>
    materialId === rye.id && lotId === stored.id
      ? { material: { id: rye.id, name: rye.name }, lot: stored }
      : null,
});

describe('a scanned code filling a lot field', () => {
  it('fills lot and material from a Digital Link, a GS1-128 and our lot page address', async () => {
    const expected = { lotCode: 'RYE-1', material: { id: 7, name: 'Rye flour' }, lotId: 41, warning: null };
    expect(await resolveScan('https://app.example/01/09521234543213/10/RYE-1', null, lookups())).toEqual(
      expected,
    );
    expect(await resolveScan('0109521234543213\u001d10RYE-1', null, lookups())).toEqual(expected);
    expect(await resolveScan('https://app.example/inventory/7/lots/41', null, lookups())).toEqual(expected);
  });

  it('says at once when the lot is unknown, another material’s, or held', async () => {
    expect(await resolveScan('(01)09521234543213(10)NEW-9', null, lookups())).toMatchObject({
      lotCode: 'NEW-9',
      warning: 'Lot NEW-9 not found',
    });
    expect(await resolveScan('https://app.example/01/09521234543213/10/RYE-1', oat, lookups())).toMatchObject(
      {
        lotCode: 'RYE-1',
        warning: 'Lot RYE-1 belongs to Rye flour, not Oat flakes',
      },
    );
    const held = lot({
      hold: {
        category: 'quality',
        reason: 'Mould found',
        held_at: '2026-11-21T08:00:00.000Z',
        held_by: null,
        via_lot: null,
      },
    });
    const result = await resolveScan('RYE-1', { id: 7, name: 'Rye flour' }, lookups(held));
    expect(result).toMatchObject({
      lotCode: 'RYE-1',
      warning: 'Lot RYE-1 is on hold: Quality: Mould found (since 2026-11-21)',
    });
    expect(await resolveScan('OAT-3', oat, lookups())).toMatchObject({
      lotCode: 'OAT-3',
      warning: 'Lot OAT-3 is not a lot of Oat flakes yet',
    });
  });

  it('takes a plain code as it is when the field has no material, and refuses unreadable codes', async () => {
    expect(await resolveScan('RM-0042', null, lookups())).toEqual({
      lotCode: 'RM-0042',
      material: null,
      lotId: null,
      warning: null,
    });
    expect(await resolveScan('(01)09521234543214(10)A', null, lookups())).toMatchObject({
      error: expect.stringMatching(/^Could not read this code: GTIN check digit is wrong/),
    });
    expect(await resolveScan('https://app.example/inventory/7/lots/999', null, lookups())).toEqual({
      error: 'This label names a lot that does not exist',
    });
    expect(await resolveScan('(01)09521234543213(17)261231', null, lookups())).toEqual({
      error: 'This code names no lot (no GS1 AI 10)',
    });
  });
});
