import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client/api.ts';
import { areaKeys } from './query-keys.ts';

/**
 * The company's product groups (issue 21), under the materials key: a material saved with a new
 * group refreshes them. The material form suggests them, the materials list filters by them and
 * the drills screen picks a random drill from one.
 */
export const productGroupsKey = [...areaKeys.materials, 'product-groups'] as const;

export const productGroupsQueryOptions = () =>
  queryOptions({
    queryKey: productGroupsKey,
    queryFn: ({ signal }) => api.call('listProductGroups', undefined, { signal }),
  });

export const useProductGroups = ({ silent = false }: { silent?: boolean } = {}) =>
  useQuery({ ...productGroupsQueryOptions(), meta: { silent } });
