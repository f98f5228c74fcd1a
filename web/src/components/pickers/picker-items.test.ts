import { describe, expect, it } from 'vitest';
import { buildPickerItems, itemLabel, sameItem, valueItem, type PickerListInput } from './picker-items.ts';

const records = [
  { id: 1, name: 'Acme Flour' },
  { id: 2, name: 'Best Sugar' },
];

const input = (
  over: Partial<PickerListInput<(typeof records)[number]>> = {},
): PickerListInput<(typeof records)[number]> => ({
  records,
  total: 2,
  term: '',
  loading: false,
  loadError: null,
  allowNone: false,
  canCreate: false,
  plural: 'suppliers',
  ...over,
});

describe('buildPickerItems', () => {
  it('lists the records', () => {
    expect(buildPickerItems(input()).map((i) => i.kind)).toEqual(['option', 'option']);
  });

  it("offers 'None' first only before anything is typed, and '+ New' last", () => {
    expect(buildPickerItems(input({ allowNone: true, canCreate: true })).map((i) => i.kind)).toEqual([
      'none',
      'option',
      'option',
      'create',
    ]);
    expect(buildPickerItems(input({ allowNone: true, term: 'ac' })).map((i) => i.kind)).toEqual([
      'option',
      'option',
    ]);
  });

  it('says when only the first page of matches is shown', () => {
    const items = buildPickerItems(input({ total: 40 }));
    expect(items.at(-1)).toEqual({
      kind: 'notice',
      text: 'Showing the first 2 of 40 matches. Type to narrow the list.',
    });
  });

  it('says loading, nothing found or the load error instead of records', () => {
    expect(buildPickerItems(input({ records: [], total: 0, loading: true }))).toEqual([
      { kind: 'notice', text: 'Loading...' },
    ]);
    expect(buildPickerItems(input({ records: [], total: 0 }))).toEqual([
      { kind: 'notice', text: 'No suppliers found' },
    ]);
    expect(buildPickerItems(input({ records: [], total: 0, term: 'zz', canCreate: true }))).toEqual([
      { kind: 'notice', text: 'No suppliers found matching "zz"' },
      { kind: 'create' },
    ]);
    expect(buildPickerItems(input({ loadError: 'Request failed with status 500' }))).toEqual([
      { kind: 'notice', text: 'Error loading reference data: Request failed with status 500' },
    ]);
  });
});

describe('valueItem, sameItem, itemLabel', () => {
  it("stands for an empty optional value with 'None'", () => {
    expect(valueItem(null, true)).toEqual({ kind: 'none' });
    expect(valueItem(null, false)).toBeNull();
    expect(valueItem({ id: 3, name: 'X' }, true)).toEqual({ kind: 'option', id: 3, name: 'X' });
  });

  it('compares options by id', () => {
    expect(sameItem({ kind: 'option', id: 1, name: 'a' }, { kind: 'option', id: 1, name: 'renamed' })).toBe(
      true,
    );
    expect(sameItem({ kind: 'option', id: 1, name: 'a' }, { kind: 'option', id: 2, name: 'a' })).toBe(false);
    expect(sameItem({ kind: 'none' }, { kind: 'none' })).toBe(true);
    expect(sameItem({ kind: 'none' }, { kind: 'create' })).toBe(false);
  });

  it('labels each kind', () => {
    expect(itemLabel({ kind: 'none' }, '+ New supplier')).toBe('None');
    expect(itemLabel({ kind: 'create' }, '+ New supplier')).toBe('+ New supplier');
    expect(itemLabel({ kind: 'option', id: 1, name: 'Acme' }, '')).toBe('Acme');
  });
});
