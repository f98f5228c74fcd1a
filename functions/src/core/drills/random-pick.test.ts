import { describe, expect, it } from 'vitest';
import type { Thousandths } from '@bp/shared/quantity/quantity.ts';
import type { LotRecord } from '../inventory/lot.ts';
import { groupedEntry } from '../master-data/grouped-entry.test-support.ts';
import { chooseCandidate, pickGroupLot, type PickCandidate, type PickPorts } from './random-pick.ts';

const lot = (
  id: number,
  materialId: number,
  quantity: number,
  extra: Partial<LotRecord> = {},
): LotRecord => ({
  id,
  materialId,
  lotCode: `L-${id}`,
  origin: 'production_output',
  registeredAt: '2026-01-01T00:00:00.000Z',
  notes: null,
  quantity: quantity as Thousandths,
  mergedInto: null,
  aliases: [],
  mergedLotIds: [],
  ...extra,
});

const entry = groupedEntry;

const candidate = (id: number, quantity: number, shipped: boolean, drilled: boolean): PickCandidate => ({
  lot: lot(id, 1, quantity),
  shipped,
  drilled,
});

describe('chooseCandidate', () => {
  const first = () => 0;

  it('prefers a lot never drilled over a shipped lot already drilled', () => {
    const chosen = chooseCandidate([candidate(1, 0, true, true), candidate(2, 0, false, false)], first);
    expect(chosen?.lot.id).toBe(2);
  });

  it('among undrilled lots: shipped, then in stock, then the rest', () => {
    const used = candidate(1, 0, false, false);
    const inStock = candidate(2, 5000, false, false);
    const shipped = candidate(3, 0, true, false);
    expect(chooseCandidate([used, inStock, shipped], first)?.lot.id).toBe(3);
    expect(chooseCandidate([used, inStock], first)?.lot.id).toBe(2);
    expect(chooseCandidate([used], first)?.lot.id).toBe(1);
  });

  it('draws uniformly from the best tier, in lot order, whatever order the candidates come in', () => {
    const pool = [candidate(9, 1, true, false), candidate(4, 1, true, false), candidate(7, 1, false, false)];
    const asked: number[] = [];
    const at = (i: number) => (n: number) => (asked.push(n), i);
    expect(chooseCandidate(pool, at(0))?.lot.id).toBe(4);
    expect(chooseCandidate(pool, at(1))?.lot.id).toBe(9);
    expect(asked).toEqual([2, 2]);
  });

  it('answers null when there is nothing to pick', () => {
    expect(chooseCandidate([], first)).toBeNull();
  });
});

describe('pickGroupLot', () => {
  const ports = (lots: LotRecord[], shipped: number[], index = 0): PickPorts => ({
    materialEntries: async () => [entry(1, 'Sauces'), entry(2, 'sauces'), entry(3, 'Soups')],
    materialLots: async (_c, materialId) => lots.filter((l) => l.materialId === materialId),
    shippedLotIds: async () => new Set(shipped),
    randomIndex: () => index,
  });

  it("picks among the group's materials only, leaving merged-away lots out", async () => {
    const lots = [lot(1, 3, 100), lot(2, 1, 0, { mergedInto: 5 }), lot(5, 2, 100, { mergedLotIds: [2] })];
    // Lot 2 was shipped before it was merged into 5: 5 counts as shipped.
    await expect(pickGroupLot(ports(lots, [2]), 1, 'SAUCES', new Set())).resolves.toMatchObject({
      lot: { id: 5 },
      group: 'Sauces',
    });
  });

  it('counts a lot as drilled when a lot merged into it was', async () => {
    const lots = [lot(5, 1, 100, { mergedLotIds: [2] }), lot(6, 2, 0)];
    await expect(pickGroupLot(ports(lots, []), 1, 'Sauces', new Set([2]))).resolves.toMatchObject({
      lot: { id: 6 },
    });
  });

  it('refuses a group without lots with 404 and names the group', async () => {
    await expect(pickGroupLot(ports([lot(1, 3, 100)], []), 1, 'Sauces', new Set())).rejects.toMatchObject({
      kind: 'not-found',
      message: expect.stringContaining('"Sauces"'),
    });
    await expect(pickGroupLot(ports([], []), 1, 'Dairy', new Set())).rejects.toMatchObject({
      kind: 'not-found',
    });
  });
});
