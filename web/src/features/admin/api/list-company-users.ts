import { adminUserList } from '@bp/shared/contracts/admin.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ADMIN_STALE_TIME, usersKey } from './admin-query-keys.ts';

/** GET /api/admin/users/by-company/{companyId}: the company's users, ordered by id (404 for an unknown company). */
export const listCompanyUsers = (companyId: number, signal?: AbortSignal) =>
  api.get(`/admin/users/by-company/${companyId}`, { schema: adminUserList, signal });

export const companyUsersQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: [...usersKey, 'by-company', companyId],
    queryFn: ({ signal }) => listCompanyUsers(companyId, signal),
    staleTime: ADMIN_STALE_TIME,
  });

export const useCompanyUsers = (companyId: number) => useQuery(companyUsersQueryOptions(companyId));
