import { material, type Material } from '@bp/shared/contracts/materials.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { areaKeys } from '../../../lib/reference-data/query-keys.ts';

/** GET /api/materials/{id}. */
export const getMaterial = (id: number, signal?: AbortSignal): Promise<Material> =>
  api.get(`/materials/${id}`, { schema: material, signal });

export const materialQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...areaKeys.materials, 'detail', id],
    queryFn: ({ signal }) => getMaterial(id, signal),
    // Silent: the edit screen shows the failure in its red banner.
    meta: { silent: true },
  });

export const useMaterial = (id: number) => useQuery(materialQueryOptions(id));
