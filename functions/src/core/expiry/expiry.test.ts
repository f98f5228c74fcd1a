import { fromThousandths } from '@bp/shared/quantity/quantity.ts';
import { describe, expect, it } from 'vitest';
import type { LotRecord } from '../inventory/lot.ts';
import {
  earliestExpiry,
  expiryRefusal,
  fefoOrder,
  isExpired,
  receivedExpiry,
  suppliersExpiry,
} from './expiry.ts';

const lot = (code: string, expiry: LotRecord['expiry']): LotRecord => ({
  id: 1,
  materialId: 1,
  lotCode: code,
  origin: 'goods_receipt',
  registeredAt: 't',
  notes: null,
  quantity: fromThousandths(1000),
  mergedInto: null,
  aliases: [],
  mergedLotIds: [],
  expiry,
});

describe('expiry rules', () => {
  it('a lot is expired the day after its date', () => {
    expect(isExpired({ date: '2026-11-26', kind: 'use_by' }, '2026-11-26')).toBe(false);
    expect(isExpired({ date: '2026-11-25', kind: 'use_by' }, '2026-11-26')).toBe(true);
    expect(isExpired(null, '2026-11-26')).toBe(false);
  });

  it('refuses an expired lot: shipping needs an override, production is refused', () => {
    const old = lot('A', { date: '2026-01-01', kind: 'use_by' });
    expect(expiryRefusal(old, 'Bread', '2026-11-26', { ship: true, override: null })).toBe(
      'Lot A of Bread is past its use by date (2026-01-01): give an override reason to ship it anyway',
    );
    expect(expiryRefusal(old, 'Bread', '2026-11-26', { ship: true, override: 'feed' })).toBeNull();
    expect(expiryRefusal(old, 'Bread', '2026-11-26', { ship: false, override: 'feed' })).toContain(
      'cannot be used',
    );
    expect(expiryRefusal(lot('B', null), 'Bread', '2026-11-26', { ship: true, override: null })).toBeNull();
  });

  it('orders first-expired-first-out, undated lots last', () => {
    const lots = [
      lot('C', null),
      lot('B', { date: '2027-01-01', kind: 'best_before' }),
      lot('A', { date: '2026-12-01', kind: 'use_by' }),
      lot('D', { date: '2026-12-01', kind: 'use_by' }),
    ];
    expect(fefoOrder(lots).map((l) => l.lotCode)).toEqual(['A', 'D', 'B', 'C']);
  });

  it('orders lots with the same date, or none, first in first out: receipt date, else registered', () => {
    const came = (code: string, expiry: LotRecord['expiry'], registeredAt: string, received?: string) => ({
      ...lot(code, expiry),
      registeredAt,
      receipts: received ? [{ supplierId: 1, supplierLotCode: null, date: received }] : [],
    });
    const lots = [
      came('A-9', null, '2026-11-20T08:00:00.000Z'),
      // Typed in late, but the paperwork says it came in first.
      came('B-1', null, '2026-11-25T08:00:00.000Z', '2026-11-02'),
      came('Z-1', { date: '2026-12-01', kind: 'use_by' }, '2026-11-10T08:00:00.000Z'),
      came('Y-1', { date: '2026-12-01', kind: 'use_by' }, '2026-11-21T08:00:00.000Z'),
      came('C-1', null, '2026-11-04T08:00:00.000Z'),
    ];
    expect(fefoOrder(lots).map((l) => l.lotCode)).toEqual(['Z-1', 'Y-1', 'B-1', 'C-1', 'A-9']);
  });

  it('defaults: receipt date plus shelf life; the earliest input date', () => {
    expect(receivedExpiry('2026-11-20', 10)).toEqual({ date: '2026-11-30', kind: 'use_by' });
    expect(receivedExpiry('2026-11-20', null)).toBeNull();
    expect(
      earliestExpiry([
        null,
        { date: '2027-01-01', kind: 'use_by' },
        { date: '2026-12-24', kind: 'best_before' },
      ]),
    ).toEqual({ date: '2026-12-24', kind: 'best_before' });
    expect(earliestExpiry([null, undefined])).toBeNull();
  });

  it("takes the supplier's use-by first, else their best-before, else nothing", () => {
    const dates = { useBy: '2026-12-31', bestBefore: '2027-01-31', productionDate: '2026-03-02' };
    expect(suppliersExpiry(dates)).toEqual({ date: '2026-12-31', kind: 'use_by' });
    expect(suppliersExpiry({ ...dates, useBy: null })).toEqual({ date: '2027-01-31', kind: 'best_before' });
    expect(suppliersExpiry({ useBy: null, bestBefore: null, productionDate: '2026-03-02' })).toBeNull();
    expect(suppliersExpiry(undefined)).toBeNull();
  });
});
