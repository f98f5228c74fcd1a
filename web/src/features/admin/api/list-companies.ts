import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client/api.ts';
import { withRecentWrites } from '../model/recent-writes.ts';
import { ADMIN_STALE_TIME, companiesKey } from './admin-query-keys.ts';
import { recentCompanies } from './recent-admin-writes.ts';

/**
 * Every company with its user count, ordered by id. The spec's call takes no paging, so the
 * table pages through the whole list on the client.
 */
export const companiesQueryOptions = () =>
  queryOptions({
    queryKey: [...companiesKey, 'list'],
    // An index read: the admin's own create or delete of a moment ago may not be in it yet.
    queryFn: async ({ signal }) =>
      withRecentWrites(await api.call('listCompanies', undefined, { signal }), recentCompanies),
    staleTime: ADMIN_STALE_TIME,
  });

export const useCompanies = () => useQuery(companiesQueryOptions());
