import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client/api.ts';
import { ADMIN_STALE_TIME, companiesKey } from './admin-query-keys.ts';

/** One company, for the titles of its users' screens. */
export const companyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...companiesKey, 'detail', id],
    queryFn: ({ signal }) => api.call('getCompany', { params: { id } }, { signal }),
    staleTime: ADMIN_STALE_TIME,
  });

export const useCompany = (id: number) => useQuery(companyQueryOptions(id));
