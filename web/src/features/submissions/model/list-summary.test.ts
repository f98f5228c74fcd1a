import { goodsReceiptSpec, productionSpec, shipmentSpec } from '@bp/shared/contracts/submissions/kinds.ts';
import { describe, expect, it } from 'vitest';
import { lotsText, partyHeading, searchPlaceholder, summaryOf } from './list-summary.ts';

const summary = (lots: string[], lotCount = lots.length) => ({
  parties: ['Mill'],
  date: '2026-03-01',
  lots,
  lot_count: lotCount,
  row_count: 4,
});

describe('the list summary cells', () => {
  it('lots: the first three and +N for the rest, counted past what the item keeps', () => {
    expect(lotsText(summary(['A', 'B']))).toBe('A, B');
    expect(lotsText(summary(['A', 'B', 'C', 'D', 'E']))).toBe('A, B, C +2');
    expect(lotsText(summary(['A', 'B', 'C'], 30))).toBe('A, B, C +27');
    expect(lotsText(summary([]))).toBe('');
    expect(lotsText(null)).toBe('');
  });

  it('an item without a summary (an old answer) shows none', () => {
    expect(summaryOf({ id: 1 })).toBeNull();
    expect(summaryOf({ summary: summary(['A']) })?.lots).toEqual(['A']);
  });

  it('the party column and the search hint per kind', () => {
    expect([goodsReceiptSpec, shipmentSpec, productionSpec].map(partyHeading)).toEqual([
      'Supplier',
      'Customer',
      null,
    ]);
    expect(searchPlaceholder(productionSpec)).toBe('Search lot or date...');
    expect(searchPlaceholder(shipmentSpec)).toBe('Search customer, lot or date...');
  });
});
