import { describe, expect, it } from 'vitest';
import { groupMaterialIds, groupSpelling, productGroupsOf } from './product-groups.ts';
import { groupedEntry } from './grouped-entry.test-support.ts';

const entry = groupedEntry;

describe('productGroupsOf', () => {
  it('folds spellings into one group named by its first material, counts them, orders by name', () => {
    const entries = [entry(5, 'bakery  goods'), entry(2, 'Bakery Goods'), entry(3, 'Dairy'), entry(4, '')];
    expect(productGroupsOf(entries)).toEqual([
      { product_group: 'Bakery Goods', material_count: 2 },
      { product_group: 'Dairy', material_count: 1 },
    ]);
  });

  it('leaves out archived materials and materials without a group', () => {
    expect(productGroupsOf([entry(1, 'Sauces', true), entry(2, '')])).toEqual([]);
  });
});

describe('groupMaterialIds', () => {
  it("finds the group's materials without regard to case or spacing, archived ones too", () => {
    const entries = [entry(1, 'Sauces'), entry(2, ' sauces', true), entry(3, 'Sauce'), entry(4, '')];
    expect(groupMaterialIds(entries, 'SAUCES')).toEqual([1, 2]);
    expect(groupMaterialIds(entries, 'Soups')).toEqual([]);
    expect(groupSpelling(entries, ' SAUCES')).toBe('Sauces');
    expect(groupSpelling(entries, 'Soups ')).toBe('Soups ');
  });
});
