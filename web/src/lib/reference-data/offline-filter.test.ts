import { describe, expect, it } from 'vitest';
import { filterOffline } from './offline-filter.ts';

const items = [
  { name: 'Rye flour', sku: 'RF-1', type: 'ingredient' },
  { name: 'rye bread', sku: null, type: 'finished_goods' },
  { name: 'Oat bran', sku: 'OB-RYE', type: 'ingredient' },
  { name: 'Salt', type: 'ingredient' },
];

describe('filterOffline', () => {
  it('matches the name or SKU without case, in name order, with the total', () => {
    expect(filterOffline(items, ' RYE ', 25).items.map((i) => i.name)).toEqual([
      'Oat bran',
      'rye bread',
      'Rye flour',
    ]);
    expect(filterOffline(items, 'rye', 2)).toMatchObject({
      total: 3,
      items: [{ name: 'Oat bran' }, { name: 'rye bread' }],
    });
  });

  it('keeps only what the picker offers, and everything for an empty search', () => {
    expect(filterOffline(items, '', 25, (i) => i.type === 'ingredient').total).toBe(3);
    expect(filterOffline(items, 'nothing', 25).items).toEqual([]);
  });
});
