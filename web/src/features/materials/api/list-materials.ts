import type { MaterialType } from '@bp/shared/contracts/materials.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client/api.ts';
import { areaKeys } from '../../../lib/reference-data/query-keys.ts';

/** What the list screen asks for: always one page, archived ones only when shown. */
export interface MaterialsListQuery {
  page: number;
  page_size: number;
  search?: string;
  /** Omitted for the All tab. */
  material_type?: MaterialType;
  include_archived: boolean;
  product_group?: string;
}

export const materialsListQueryOptions = (query: MaterialsListQuery) =>
  queryOptions({
    queryKey: [...areaKeys.materials, 'list', query],
    queryFn: ({ signal }) => {
      // The API takes several types; the list screen filters by one tab at a time.
      const { material_type, ...rest } = query;
      return api.call(
        'listMaterials',
        { query: { ...rest, material_type: material_type && [material_type] } },
        { signal },
      );
    },
    // The table keeps showing the last page while the next search or page loads.
    placeholderData: keepPreviousData,
  });

export const useMaterialsList = (query: MaterialsListQuery) => useQuery(materialsListQueryOptions(query));
