import { describe, expect, it } from 'vitest';
import { linkSortRange } from './trace-link.ts';

describe('linkSortRange: the one sort key range of a lot partition holding some kinds of link', () => {
  const within = (sk: string, range: ReturnType<typeof linkSortRange>) =>
    !range || (sk >= range.from && (range.to === undefined || sk <= range.to));
  const keys = ['IN#production#1#2', 'OUT#production#1#2', 'RCV#goods-receipt#3#1', 'SHIP#shipment#4#1'];

  it('reads the whole partition for every kind, and for kinds apart (what lies between comes too)', () => {
    expect(linkSortRange(['in', 'out', 'receipt', 'shipment'])).toBeUndefined();
    expect(keys.filter((k) => within(k, linkSortRange(['in', 'receipt'])))).toEqual(keys.slice(0, 3));
  });

  it('skips the IN# links of a lot reached forward', () => {
    const range = linkSortRange(['out', 'receipt', 'shipment']);
    expect(range).toEqual({ from: 'OUT#' });
    expect(keys.filter((k) => within(k, range))).toEqual(keys.slice(1));
  });

  it('reads one kind alone', () => {
    expect(keys.filter((k) => within(k, linkSortRange(['in'])))).toEqual([keys[0]]);
    expect(keys.filter((k) => within(k, linkSortRange(['out'])))).toEqual([keys[1]]);
    expect(keys.filter((k) => within(k, linkSortRange(['shipment'])))).toEqual([keys[3]]);
  });
});
