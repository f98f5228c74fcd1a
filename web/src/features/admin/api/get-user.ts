import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client/api.ts';
import { ADMIN_STALE_TIME, usersKey } from './admin-query-keys.ts';

export const userQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...usersKey, 'detail', id],
    queryFn: ({ signal }) => api.call('getUser', { params: { id } }, { signal }),
    staleTime: ADMIN_STALE_TIME,
  });

export const useUser = (id: number) => useQuery(userQueryOptions(id));
