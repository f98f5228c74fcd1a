import { PAGE_SIZES } from '@bp/shared/contracts/master-data-lists.ts';
import type { Material, MaterialType } from '@bp/shared/contracts/materials.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client/api.ts';
import { mergeFirstMatches } from './merge-first-matches.ts';
import { searchSnapshot, withOfflineCopy } from './offline-snapshot.ts';
import { areaKeys } from './query-keys.ts';

export interface MaterialSearch {
  search: string;
  /** Empty: every type. */
  types: readonly MaterialType[];
}

const firstPage = (search: string, type: MaterialType | undefined, signal?: AbortSignal) =>
  api.call(
    'listMaterials',
    { query: { search, material_type: type && [type], page: 1, page_size: PAGE_SIZES.materialPicker } },
    { signal },
  );

/**
 * The material picker's options: the first 25 non-archived matches only (spec 000 section 9).
 * Several types: one call per type, merged (the API filters by one type at a time).
 */
const searchOnline = async ({ search, types }: MaterialSearch, signal?: AbortSignal) => {
  if (types.length <= 1) return firstPage(search, types[0], signal);
  const pages = await Promise.all(types.map((type) => firstPage(search, type, signal)));
  return mergeFirstMatches(pages, PAGE_SIZES.materialPicker);
};

/** Without a network, the copy kept on the device (`asOf` says when it was read). */
export const searchMaterials = (params: MaterialSearch, signal?: AbortSignal) =>
  withOfflineCopy(
    () => searchOnline(params, signal),
    () =>
      searchSnapshot<Material>(
        'materials',
        params.search,
        PAGE_SIZES.materialPicker,
        (m) => params.types.length === 0 || params.types.includes(m.material_type),
      ),
  );

export const materialSearchQueryOptions = (params: MaterialSearch) =>
  queryOptions({
    queryKey: [...areaKeys.materials, 'picker', { search: params.search, types: [...params.types].sort() }],
    queryFn: ({ signal }) => searchMaterials(params, signal),
    placeholderData: keepPreviousData,
    // Runs offline too: the kept copy answers then.
    networkMode: 'always',
    meta: { silent: true },
  });

/** Silent: the picker shows 'Error loading reference data: ...' in its own list. */
export const useMaterialSearch = (params: MaterialSearch, enabled: boolean) =>
  useQuery({ ...materialSearchQueryOptions(params), enabled });
