import { fromThousandths, quantity } from '@bp/shared/quantity/quantity.ts';
import { describe, expect, it } from 'vitest';
import type { LotRecord } from '../inventory/lot.ts';
import type { LedgerEntry, LedgerType } from '../inventory/posting.ts';
import { accounting, balanceFigures } from './mass-balance.ts';

const lot = { id: 7, mergedLotIds: [8] } as LotRecord;
const entry = (lotId: number, type: LedgerType, qty: string) =>
  ({ lotId, type, qtyDelta: quantity(qty) }) as LedgerEntry;

describe('mass balance', () => {
  it('sums the lot and the lots merged into it by type; merged in is what they brought', () => {
    const f = balanceFigures(lot, [
      entry(7, 'goods_receipt', '100'),
      entry(7, 'production_usage', '-60.5'),
      entry(7, 'shipment', '-4'),
      entry(7, 'adjustment', '-2'),
      entry(8, 'goods_receipt', '10'),
      entry(8, 'production_usage', '-3'),
    ]);
    expect(f).toEqual({
      received: quantity('110'),
      produced: quantity('0'),
      mergedIn: quantity('7'),
      used: quantity('63.5'),
      shipped: quantity('4'),
      adjusted: quantity('-2'),
    });
    // on hand = 110 - 63.5 - 4 - 2 = 40.5: 2 of 110 are not explained by use, shipment or stock.
    expect(accounting(f, quantity('40.5'))).toEqual({ unaccounted: quantity('2'), accountedPercent: 98.2 });
  });

  it('keeps an adjustment made on a lot before it was merged unexplained', () => {
    // Lot 8 received 50 and lost 5 to a spill; it was merged into lot 7 (50 received) with 45 on it.
    const f = balanceFigures(lot, [
      entry(7, 'goods_receipt', '50'),
      entry(8, 'goods_receipt', '50'),
      entry(8, 'adjustment', '-5'),
      entry(7, 'shipment', '-20'),
    ]);
    expect(f).toMatchObject({
      received: quantity('100'),
      adjusted: quantity('-5'),
      mergedIn: quantity('45'),
    });
    expect(accounting(f, quantity('75'))).toEqual({ unaccounted: quantity('5'), accountedPercent: 95 });
  });

  it('has no percentage when nothing came in, and counts no negative stock as accounted', () => {
    const used = balanceFigures(lot, [entry(7, 'production_usage', '-5')]);
    expect(accounting(used, fromThousandths(-5000)).accountedPercent).toBeNull();
    const over = balanceFigures(lot, [entry(7, 'goods_receipt', '10'), entry(7, 'production_usage', '-12')]);
    expect(accounting(over, quantity('-2'))).toEqual({ unaccounted: quantity('0'), accountedPercent: 120 });
  });

  it('counts what a lot of unverified origin gave out as unaccounted', () => {
    const used = balanceFigures(lot, [entry(7, 'production_usage', '-120')]);
    expect(accounting(used, quantity('-120'), true)).toEqual({
      unaccounted: quantity('120'),
      accountedPercent: 0,
    });
    const later = balanceFigures(lot, [entry(7, 'production_usage', '-10'), entry(7, 'goods_receipt', '4')]);
    expect(accounting(later, quantity('-6'), true)).toEqual({
      unaccounted: quantity('6'),
      accountedPercent: 40,
    });
  });
});
