import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client/api.ts';
import { areaKeys } from './query-keys.ts';

export const materialQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...areaKeys.materials, 'detail', id],
    queryFn: ({ signal }) => api.call('getMaterial', { params: { id } }, { signal }),
    // Silent: the edit screen shows the failure in its red banner.
    meta: { silent: true },
  });

export const useMaterial = (id: number) => useQuery(materialQueryOptions(id));
