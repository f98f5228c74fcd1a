import { materialList, type MaterialType } from '@bp/shared/contracts/materials.ts';
import type { Page } from '@bp/shared/contracts/common.ts';
import type { Material } from '@bp/shared/contracts/materials.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { areaKeys } from '../../../lib/reference-data/query-keys.ts';

export interface MaterialsListQuery {
  page: number;
  page_size: number;
  search?: string;
  /** Omitted for the All tab. */
  material_type?: MaterialType;
  include_archived: boolean;
}

/** GET /api/materials/?page&page_size&include_archived&material_type&search (spec 000 section 7). */
export const listMaterials = (query: MaterialsListQuery, signal?: AbortSignal): Promise<Page<Material>> =>
  api.get('/materials/', { query: { ...query }, schema: materialList, signal });

export const materialsListQueryOptions = (query: MaterialsListQuery) =>
  queryOptions({
    queryKey: [...areaKeys.materials, 'list', query],
    queryFn: ({ signal }) => listMaterials(query, signal),
    // The table keeps showing the last page while the next search or page loads.
    placeholderData: keepPreviousData,
  });

export const useMaterialsList = (query: MaterialsListQuery) => useQuery(materialsListQueryOptions(query));
