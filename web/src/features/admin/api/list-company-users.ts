import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client/api.ts';
import { withRecentWrites } from '../model/recent-writes.ts';
import { ADMIN_STALE_TIME, usersKey } from './admin-query-keys.ts';
import { recentUsers } from './recent-admin-writes.ts';

/** The company's users, ordered by id (404 for an unknown company). */
export const companyUsersQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: [...usersKey, 'by-company', companyId],
    // An index read: the admin's own writes of a moment ago may not be in it yet.
    queryFn: async ({ signal }) =>
      withRecentWrites(
        await api.call('listCompanyUsers', { params: { companyId } }, { signal }),
        recentUsers,
        (user) => user.company_id === companyId,
      ),
    staleTime: ADMIN_STALE_TIME,
  });

export const useCompanyUsers = (companyId: number) => useQuery(companyUsersQueryOptions(companyId));
