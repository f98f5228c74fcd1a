import { describe, expect, it } from 'vitest';
import type { LotCatalog, MatchCatalog } from './catalog.ts';
import { endsInOwnSuffix } from './lot-suffix.ts';
import { matchLots } from './match-lots.ts';

describe('a new lot`s letter set off at its end', () => {
  // A dairy's finished goods: whole-milk and cream lots in stock, none with a suffix group.
  const catalog: MatchCatalog = {
    suppliers: [],
    customers: [],
    materials: [
      { id: 1, name: 'Chocolate Milk Half Gallon', materialType: 'finished_goods' },
      { id: 2, name: 'Whole Milk Gallon', materialType: 'finished_goods' },
      { id: 3, name: 'Heavy Cream Quart', materialType: 'finished_goods' },
    ],
    units: [],
    aliases: [],
  };
  const lots: LotCatalog = new Map([
    [1, []],
    [2, ['WM-26318', 'WM-26319']],
    [3, ['HC-26317', 'HC-26320']],
  ]);
  const run = (outgoing: string) =>
    matchLots(
      'production',
      {
        header: { product_id: 1, outgoing_lot: outgoing, confidence: { outgoing_lot: 0.95 } },
        rows: [],
      },
      lots,
      catalog,
    ).header;

  it('keeps the shift`s letter of `CM-1121-B`, though the siblings` codes end in digits', () => {
    expect(run('CM-1121-B')).toMatchObject({ outgoing_lot: 'CM-1121-B' });
    expect(endsInOwnSuffix(['WM-26318', 'HC-26317'], 'CM-1121-B')).toBe(true);
  });

  it('still repairs a letter inside the code`s digits (`HC-2632O`)', () => {
    expect(run('HC-2632O')).toMatchObject({ outgoing_lot: 'HC-26320' });
  });

  it('lets the company`s codes that end in a group of one decide (`FG2564-2` read `FG2564-Z`)', () => {
    expect(endsInOwnSuffix(['FG2201-1', 'FG2315-2'], 'FG2564-Z')).toBe(false);
  });
});
