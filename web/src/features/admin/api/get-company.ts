import { company } from '@bp/shared/contracts/admin.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ADMIN_STALE_TIME, companiesKey } from './admin-query-keys.ts';

/** GET /api/admin/companies/{id}: one company, for the titles of its users' screens. */
export const getCompany = (id: number, signal?: AbortSignal) =>
  api.get(`/admin/companies/${id}`, { schema: company, signal });

export const companyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...companiesKey, 'detail', id],
    queryFn: ({ signal }) => getCompany(id, signal),
    staleTime: ADMIN_STALE_TIME,
  });

export const useCompany = (id: number) => useQuery(companyQueryOptions(id));
