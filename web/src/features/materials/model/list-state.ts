import { PAGE_SIZES } from '@bp/shared/contracts/master-data-lists.ts';
import {
  MATERIAL_TYPES,
  materialKindNoun,
  materialsEmptyState,
  type MaterialType,
} from '@bp/shared/contracts/materials.ts';
import { pageFromParam } from '../../../lib/use-paged-search-params.ts';
import type { MaterialsListQuery } from '../api/list-materials.ts';

/** The /materials tabs (spec 000 section 2); 'all' sends no material_type. */
export type MaterialsTab = 'all' | MaterialType;

export const MATERIAL_TABS: readonly { value: MaterialsTab; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'ingredient', label: 'Ingredients' },
  { value: 'packaging', label: 'Packaging' },
  { value: 'finished_goods', label: 'Finished Goods' },
];

/**
 * What the list shows; kept in the URL (?type=&search=&page=&archived=1&group=) so reload and
 * Back keep it.
 */
export interface MaterialsListState {
  tab: MaterialsTab;
  search: string;
  page: number;
  showArchived: boolean;
  /** A product group to show only; absent: every group. */
  group?: string;
}

const isMaterialType = (value: string | null): value is MaterialType =>
  value !== null && (MATERIAL_TYPES as readonly string[]).includes(value);

export const readListState = (params: URLSearchParams): MaterialsListState => {
  const type = params.get('type');
  return {
    tab: isMaterialType(type) ? type : 'all',
    search: (params.get('search') ?? '').trim(),
    page: pageFromParam(params.get('page')),
    showArchived: params.get('archived') === '1',
    group: params.get('group')?.trim() || undefined,
  };
};

/** Defaults are left out, so the plain list is plain /materials. */
export const writeListState = (state: MaterialsListState): URLSearchParams => {
  const params = new URLSearchParams();
  if (state.tab !== 'all') params.set('type', state.tab);
  if (state.search) params.set('search', state.search);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.showArchived) params.set('archived', '1');
  if (state.group) params.set('group', state.group);
  return params;
};

/** Changing the search, the tab, "Show archived" or the group goes back to page 1. */
export const changeFilter = (
  state: MaterialsListState,
  change: Partial<Pick<MaterialsListState, 'tab' | 'search' | 'showArchived' | 'group'>>,
): MaterialsListState => ({ ...state, ...change, page: 1 });

export const listQuery = (state: MaterialsListState): MaterialsListQuery => ({
  page: state.page,
  page_size: PAGE_SIZES.materials,
  search: state.search || undefined,
  material_type: state.tab === 'all' ? undefined : state.tab,
  include_archived: state.showArchived,
  product_group: state.group,
});

/** A page past the end (the last row of the last page archived, say): the last page that has rows. */
export const lastPage = (total: number, pageSize: number = PAGE_SIZES.materials): number =>
  Math.max(1, Math.ceil(total / pageSize));

/**
 * The empty list's message and hint for what is shown now. {kind} follows the tab: materials,
 * ingredients, packaging (no plural: "No unarchived packaging found"), finished goods.
 */
export const emptyStateOf = (state: MaterialsListState): { message: string; hint: string } =>
  state.group && !state.search
    ? {
        message: `No ${materialKindNoun(state.tab === 'all' ? undefined : state.tab)} in product group "${state.group}"`,
        hint: 'Choose another product group, or All groups.',
      }
    : materialsEmptyState({
        type: state.tab === 'all' ? undefined : state.tab,
        search: state.search,
        showArchived: state.showArchived,
      });
