import { describe, expect, it } from 'vitest';
import {
  type MaterialEntry,
  decodeMaterialEntry,
  decodeNamedEntry,
  encodeMaterialEntry,
  encodeNamedEntry,
  selectMaterials,
  selectNamed,
} from './search-entries.ts';

const entry = (id: number, name: string, extra: Partial<MaterialEntry> = {}): MaterialEntry => ({
  id,
  name,
  archived: false,
  type: 'ingredient',
  sku: '',
  supplierId: null,
  unit: 'kg',
  group: '',
  ...extra,
});

describe('digest lines', () => {
  it('round-trip a material entry', () => {
    const e = entry(42, 'brown sugar', {
      archived: true,
      type: 'finished_goods',
      sku: 'bs-1',
      supplierId: 7,
      unit: 'fl oz',
      group: 'Sauces & Dips',
    });
    expect(decodeMaterialEntry(encodeMaterialEntry(e))).toEqual(e);
    expect(decodeMaterialEntry(encodeMaterialEntry(entry(1, 'x')))).toEqual(entry(1, 'x'));
  });

  it('round-trip a named entry and never carry a tab or line break', () => {
    expect(decodeNamedEntry(encodeNamedEntry({ id: 3, name: 'acme' }))).toEqual({ id: 3, name: 'acme' });
    expect(encodeNamedEntry({ id: 3, name: 'a\tb\nc' })).toBe('3\ta b c');
  });
});

describe('selectMaterials', () => {
  const entries = [
    entry(3, 'banana'),
    entry(1, 'apple', { sku: 'zz-9' }),
    entry(2, 'cherry', { type: 'packaging' }),
    entry(4, 'apricot', { archived: true }),
  ];

  it('orders by name, then id, and leaves archived ones out unless asked', () => {
    expect(selectMaterials(entries, {}).map((e) => e.id)).toEqual([1, 3, 2]);
    expect(selectMaterials(entries, { includeArchived: true }).map((e) => e.id)).toEqual([1, 4, 3, 2]);
    expect(selectMaterials([entry(9, 'same'), entry(5, 'same')], {}).map((e) => e.id)).toEqual([5, 9]);
  });

  it('searches name and SKU without regard to case, and filters by type', () => {
    expect(selectMaterials(entries, { search: 'AP' }).map((e) => e.id)).toEqual([1]);
    expect(selectMaterials(entries, { search: 'ZZ-' }).map((e) => e.id)).toEqual([1]);
    expect(selectMaterials(entries, { types: ['packaging'] }).map((e) => e.id)).toEqual([2]);
    expect(selectMaterials(entries, { search: '  ', types: ['ingredient'] }).map((e) => e.id)).toEqual([
      1, 3,
    ]);
    expect(selectMaterials(entries, { types: ['ingredient', 'packaging'] }).map((e) => e.id)).toEqual([
      1, 3, 2,
    ]);
  });

  it('filters by product group without regard to case or spacing', () => {
    const grouped = [
      entry(1, 'a', { group: 'Sauces' }),
      entry(2, 'b', { group: '' }),
      entry(3, 'c', { group: 'Soups' }),
    ];
    expect(selectMaterials(grouped, { group: ' SAUCES ' }).map((e) => e.id)).toEqual([1]);
    expect(selectMaterials(grouped, { group: 'Dairy' })).toEqual([]);
  });

  it('reads a line written before product groups existed as having none', () => {
    expect(decodeMaterialEntry('7\t0\ti\toats\t\t\tkg').group).toBe('');
  });
});

describe('selectNamed', () => {
  it('searches and orders named entries', () => {
    const named = [
      { id: 2, name: 'beta' },
      { id: 1, name: 'alpha beta' },
    ];
    expect(selectNamed(named, 'BETA').map((e) => e.id)).toEqual([1, 2]);
    expect(selectNamed(named, 'alpha').map((e) => e.id)).toEqual([1]);
  });
});
