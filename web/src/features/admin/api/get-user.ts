import { adminUser } from '@bp/shared/contracts/admin.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ADMIN_STALE_TIME, usersKey } from './admin-query-keys.ts';

/** GET /api/admin/users/{id}. */
export const getUser = (id: number, signal?: AbortSignal) =>
  api.get(`/admin/users/${id}`, { schema: adminUser, signal });

export const userQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...usersKey, 'detail', id],
    queryFn: ({ signal }) => getUser(id, signal),
    staleTime: ADMIN_STALE_TIME,
  });

export const useUser = (id: number) => useQuery(userQueryOptions(id));
