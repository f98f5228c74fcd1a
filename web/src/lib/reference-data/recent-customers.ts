import { RECENT_DEFAULT_LIMIT } from '@bp/shared/contracts/master-data-lists.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client/api.ts';
import { areaKeys } from './query-keys.ts';

/** The customer picker's list before anything is typed: the most recently used customers. */
export const recentCustomersQueryOptions = (limit = RECENT_DEFAULT_LIMIT) =>
  queryOptions({
    queryKey: [...areaKeys.customers, 'recent', limit],
    queryFn: ({ signal }) => api.call('recentCustomers', { query: { limit } }, { signal }),
    // Spec 000 section 9: recent customers stay fresh for 5 minutes.
    staleTime: 5 * 60 * 1000,
    meta: { silent: true },
  });

export const useRecentCustomers = (enabled: boolean) =>
  useQuery({ ...recentCustomersQueryOptions(), enabled });
