import { describe, expect, it } from 'vitest';
import { fromThousandths } from '@bp/shared/quantity/quantity.ts';
import type { LotRecord } from '../inventory/lot.ts';
import { holdChange, holdRefusal, releaseChange, stateAfter } from './hold.ts';
import { stockUses } from './stock-uses.ts';

const by = { userId: 1, firstName: 'Q', lastName: 'M', email: 'qm@test' };
const lot = (id: number, code: string, extra: Partial<LotRecord> = {}): LotRecord => ({
  id,
  materialId: 10 + id,
  lotCode: code,
  origin: 'goods_receipt',
  registeredAt: '2026-01-01T00:00:00.000Z',
  notes: null,
  quantity: fromThousandths(1000),
  mergedInto: null,
  aliases: [],
  mergedLotIds: [],
  ...extra,
});
const held = (at: string, reason = 'recall') => ({
  hold: { category: 'supplier_recall' as const, reason, at, by, via: null },
});

describe('holdRefusal', () => {
  it('lets a lot with no held lot behind it be used', () => {
    expect(
      holdRefusal({
        lot: lot(1, 'A'),
        materialName: 'Flour',
        ancestors: [{ lot: lot(2, 'B'), materialName: 'Wheat' }],
      }),
    ).toBeNull();
  });

  it('refuses a held lot, naming the lot, its material and the hold', () => {
    expect(
      holdRefusal({
        lot: lot(1, 'A', held('2026-11-26T10:00:00.000Z')),
        materialName: 'Flour',
        ancestors: [],
      }),
    ).toBe(
      'Lot A of Flour is on hold (Supplier recall: recall, since 2026-11-26): release it before using or shipping it',
    );
  });

  it('refuses a lot made from a held lot unless the lot was released after that hold', () => {
    const input = { lot: lot(2, 'B', held('2026-11-26T10:00:00.000Z', 'pest')), materialName: 'Sugar' };
    expect(holdRefusal({ lot: lot(1, 'A'), materialName: 'Bread', ancestors: [input] })).toBe(
      'Lot A of Bread was made from lot B (Sugar), which is on hold (Supplier recall: pest, since 2026-11-26): release either lot before using or shipping it',
    );
    const releasedBefore = lot(1, 'A', { releasedAt: '2026-11-25T10:00:00.000Z' });
    expect(holdRefusal({ lot: releasedBefore, materialName: 'Bread', ancestors: [input] })).not.toBeNull();
    const releasedAfter = lot(1, 'A', { releasedAt: '2026-11-26T11:00:00.000Z' });
    expect(holdRefusal({ lot: releasedAfter, materialName: 'Bread', ancestors: [input] })).toBeNull();
  });
});

describe('hold events', () => {
  it('numbers events from the lot and derives the state they leave', () => {
    const first = holdChange(
      lot(1, 'A', { holdEvents: 2 }),
      { category: 'quality', reason: 'mould' },
      't1',
      by,
    );
    expect(first.event).toMatchObject({ seq: 2, action: 'hold', category: 'quality' });
    expect(stateAfter(first.event)).toEqual({
      category: 'quality',
      reason: 'mould',
      at: 't1',
      by,
      via: null,
    });
    const release = releaseChange(lot(1, 'A', { holdEvents: 3, ...held('t1') }), 'clean', 't2', by);
    expect(release.event).toMatchObject({
      seq: 3,
      action: 'release',
      category: 'supplier_recall',
      reason: 'clean',
    });
    expect(stateAfter(release.event)).toBeNull();
    expect(() => releaseChange(lot(1, 'A'), 'x', 't', by)).toThrow();
  });
});

describe('stockUses', () => {
  it('takes production inputs and shipments, not receipts, outputs or adjustments', () => {
    const m = (
      type: 'goods_receipt' | 'production_usage' | 'production_output' | 'shipment' | 'adjustment',
      qty: number,
      code: string | null = 'L',
    ) => ({
      materialId: 1,
      lotCode: code,
      qtyDelta: fromThousandths(qty),
      type,
    });
    expect(
      stockUses([
        m('goods_receipt', 5),
        m('production_usage', -5),
        m('production_output', 5),
        m('shipment', -1, 'S'),
        m('adjustment', -1),
        m('shipment', -1, null),
      ]),
    ).toEqual([
      { materialId: 1, lotCode: 'L', ship: false, expiryOverride: null },
      { materialId: 1, lotCode: 'S', ship: true, expiryOverride: null },
    ]);
  });
});

describe('holdRefusal and expiry', () => {
  it("lets an override ship past the lot's own expired hold, and ignores an input's expired hold", () => {
    const expired = {
      hold: { category: 'expired' as const, reason: 'date passed', at: 't', by: null, via: null },
    };
    expect(holdRefusal({ lot: lot(1, 'A', expired), materialName: 'Bread', ancestors: [] }, true)).toBeNull();
    expect(holdRefusal({ lot: lot(1, 'A', expired), materialName: 'Bread', ancestors: [] })).not.toBeNull();
    expect(
      holdRefusal({ lot: lot(1, 'A', held('t')), materialName: 'Bread', ancestors: [] }, true),
    ).not.toBeNull();
    expect(
      holdRefusal({
        lot: lot(1, 'A'),
        materialName: 'Bread',
        ancestors: [{ lot: lot(2, 'B', expired), materialName: 'Sugar' }],
      }),
    ).toBeNull();
  });
});
