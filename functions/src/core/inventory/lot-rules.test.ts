import { quantity } from '@bp/shared/quantity/quantity.ts';
import { describe, expect, it } from 'vitest';
import { adjustmentMovement, adjustmentMessages } from './adjustment.ts';
import { lotEditMessages, planLotCodeEdit } from './edit-lot-code.ts';
import type { LotRecord } from './lot.ts';
import { mergeMessages, planMerge } from './merge-lots.ts';

const lot = (over: Partial<LotRecord>): LotRecord => ({
  id: 1,
  materialId: 7,
  lotCode: 'A-1',
  origin: 'goods_receipt',
  registeredAt: '2026-01-01T00:00:00.000Z',
  notes: null,
  quantity: quantity(5),
  mergedInto: null,
  aliases: [],
  mergedLotIds: [],
  ...over,
});

describe('planMerge', () => {
  it('moves the quantity to the survivor and keeps every code leading there', () => {
    const plan = planMerge(lot({ id: 1, aliases: ['old'] }), lot({ id: 2, lotCode: 'B' }));
    expect(plan.deltas).toEqual([
      { materialId: 7, lotId: 1, delta: -5000 },
      { materialId: 7, lotId: 2, delta: 5000 },
    ]);
    expect(plan.codes).toEqual(['A-1', 'old']);
    expect(planMerge(lot({ id: 1, quantity: quantity(0) }), lot({ id: 2 })).deltas).toEqual([]);
  });

  it('refuses merging a lot into itself, across materials or twice', () => {
    expect(() => planMerge(lot({}), lot({}))).toThrow(mergeMessages.sameLot);
    expect(() => planMerge(lot({}), lot({ id: 2, materialId: 8 }))).toThrow(mergeMessages.lotNotFound);
    expect(() => planMerge(lot({ mergedInto: 3 }), lot({ id: 2 }))).toThrow(mergeMessages.alreadyMerged);
    expect(() => planMerge(lot({}), lot({ id: 2, mergedInto: 3 }))).toThrow(mergeMessages.targetMerged);
  });
});

describe('planLotCodeEdit', () => {
  it('renames, trimming, and releases the old code', () => {
    expect(planLotCodeEdit(lot({}), '  B-2 ', null)).toMatchObject({
      kind: 'rename',
      code: 'B-2',
      releases: 'A-1',
    });
    expect(planLotCodeEdit(lot({}), 'a-1', lot({}))).toMatchObject({
      kind: 'rename',
      code: 'a-1',
      releases: null,
    });
  });

  it('reports a conflict with another lot and renames nothing', () => {
    const other = lot({ id: 9, lotCode: 'B-2' });
    expect(planLotCodeEdit(lot({}), 'b-2', other)).toEqual({
      kind: 'conflict',
      lot: lot({}),
      conflicting: other,
    });
  });

  it('refuses an empty or unchanged code', () => {
    expect(() => planLotCodeEdit(lot({}), '   ', null)).toThrow(lotEditMessages.codeRequired);
    expect(() => planLotCodeEdit(lot({}), ' A-1 ', lot({}))).toThrow(lotEditMessages.codeUnchanged);
  });
});

describe('adjustmentMovement', () => {
  it('refuses zero and a traceable material without a lot code', () => {
    expect(() =>
      adjustmentMovement({ id: 1, traceable: false }, { qtyDelta: quantity(0), lotCode: null, note: null }),
    ).toThrow(adjustmentMessages.qtyZero);
    expect(() =>
      adjustmentMovement({ id: 1, traceable: true }, { qtyDelta: quantity(1), lotCode: '  ', note: null }),
    ).toThrow(adjustmentMessages.lotCodeRequired);
  });

  it('makes one adjustment movement, negative allowed', () => {
    expect(
      adjustmentMovement(
        { id: 1, traceable: true },
        { qtyDelta: quantity(-3), lotCode: ' L ', note: 'count' },
      ),
    ).toEqual({
      materialId: 1,
      lotCode: 'L',
      qtyDelta: -3000,
      type: 'adjustment',
      source: null,
      note: 'count',
    });
    expect(
      adjustmentMovement({ id: 1, traceable: false }, { qtyDelta: quantity(2), lotCode: '', note: null })
        .lotCode,
    ).toBeNull();
  });
});
