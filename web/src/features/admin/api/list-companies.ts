import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client/api.ts';
import { ADMIN_STALE_TIME, companiesKey } from './admin-query-keys.ts';

/**
 * Every company with its user count, ordered by id. The spec's call takes no paging, so the
 * table pages through the whole list on the client.
 */
export const companiesQueryOptions = () =>
  queryOptions({
    queryKey: [...companiesKey, 'list'],
    queryFn: ({ signal }) => api.call('listCompanies', undefined, { signal }),
    staleTime: ADMIN_STALE_TIME,
  });

export const useCompanies = () => useQuery(companiesQueryOptions());
