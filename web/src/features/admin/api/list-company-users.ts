import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client/api.ts';
import { ADMIN_STALE_TIME, usersKey } from './admin-query-keys.ts';

/** The company's users, ordered by id (404 for an unknown company). */
export const companyUsersQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: [...usersKey, 'by-company', companyId],
    queryFn: ({ signal }) => api.call('listCompanyUsers', { params: { companyId } }, { signal }),
    staleTime: ADMIN_STALE_TIME,
  });

export const useCompanyUsers = (companyId: number) => useQuery(companyUsersQueryOptions(companyId));
