import { describe, expect, it } from 'vitest';
import {
  changeFilter,
  emptyStateOf,
  lastPage,
  listQuery,
  readListState,
  writeListState,
  type MaterialsListState,
} from './list-state.ts';

describe('materials list state', () => {
  it('reads defaults from an empty query string', () => {
    expect(readListState(new URLSearchParams())).toEqual({
      tab: 'all',
      search: '',
      page: 1,
      showArchived: false,
    });
  });

  it('reads and writes every field, leaving defaults out', () => {
    const state = { tab: 'finished_goods', search: 'jam', page: 3, showArchived: true } as const;
    const params = writeListState(state);
    expect(params.toString()).toBe('type=finished_goods&search=jam&page=3&archived=1');
    expect(readListState(params)).toEqual(state);
    expect(writeListState({ tab: 'all', search: '', page: 1, showArchived: false }).toString()).toBe('');
  });

  it('ignores values it does not know', () => {
    expect(readListState(new URLSearchParams('type=spices&page=-2&archived=yes'))).toEqual({
      tab: 'all',
      search: '',
      page: 1,
      showArchived: false,
    });
    expect(readListState(new URLSearchParams('page=2.5')).page).toBe(1);
  });

  it('goes back to page 1 when the search, tab or Show archived changes', () => {
    const state = { tab: 'all', search: '', page: 4, showArchived: false } as const;
    expect(changeFilter(state, { search: 'salt' }).page).toBe(1);
    expect(changeFilter(state, { tab: 'packaging' })).toEqual({ ...state, tab: 'packaging', page: 1 });
    expect(changeFilter(state, { showArchived: true }).page).toBe(1);
  });

  it('asks for 10 rows, material_type only off the All tab, include_archived always', () => {
    expect(listQuery({ tab: 'all', search: '', page: 1, showArchived: false })).toEqual({
      page: 1,
      page_size: 10,
      search: undefined,
      material_type: undefined,
      include_archived: false,
    });
    expect(listQuery({ tab: 'ingredient', search: 'salt', page: 2, showArchived: true })).toEqual({
      page: 2,
      page_size: 10,
      search: 'salt',
      material_type: 'ingredient',
      include_archived: true,
    });
  });

  it('keeps a product group in the address, asks for it, and says so when nothing is in it', () => {
    const state = { tab: 'all', search: '', page: 2, showArchived: false, group: 'Sauces & Dips' } as const;
    const params = writeListState(state);
    expect(params.toString()).toBe('page=2&group=Sauces+%26+Dips');
    expect(readListState(params)).toEqual(state);
    expect(listQuery(state).product_group).toBe('Sauces & Dips');
    expect(changeFilter(state, { group: undefined })).toEqual({ ...state, group: undefined, page: 1 });
    expect(emptyStateOf({ ...state, tab: 'packaging' }).message).toBe(
      'No packaging in product group "Sauces & Dips"',
    );
  });

  it('finds the last page', () => {
    expect(lastPage(0)).toBe(1);
    expect(lastPage(10)).toBe(1);
    expect(lastPage(11)).toBe(2);
  });
});

describe('the empty list', () => {
  const state = (over: Partial<MaterialsListState>): MaterialsListState => ({
    tab: 'all',
    search: '',
    page: 1,
    showArchived: false,
    ...over,
  });

  it('names what the tab shows', () => {
    expect(emptyStateOf(state({})).message).toBe('No unarchived materials found');
    expect(emptyStateOf(state({ tab: 'ingredient' })).message).toBe('No unarchived ingredients found');
    expect(emptyStateOf(state({ tab: 'packaging' })).message).toBe('No unarchived packaging found');
    expect(emptyStateOf(state({ tab: 'finished_goods' })).message).toBe('No unarchived finished goods found');
  });

  it('a search wins over Show archived; Show archived changes message and hint', () => {
    expect(emptyStateOf(state({ search: 'jam', showArchived: true, tab: 'finished_goods' }))).toEqual({
      message: 'No finished goods found matching "jam"',
      hint: 'Try a different search term',
    });
    expect(emptyStateOf(state({ showArchived: true, tab: 'packaging' }))).toEqual({
      message: 'No archived packaging found',
      hint: 'Uncheck "Show archived" or add new materials.',
    });
    expect(emptyStateOf(state({})).hint).toBe('Add a material to get started');
  });
});
