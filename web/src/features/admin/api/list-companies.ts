import { companyList } from '@bp/shared/contracts/admin.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ADMIN_STALE_TIME, companiesKey } from './admin-query-keys.ts';

/**
 * GET /api/admin/companies/: every company with its user count, ordered by id. The spec's
 * call takes no paging, so the table pages through the whole list on the client.
 */
export const listCompanies = (signal?: AbortSignal) =>
  api.get('/admin/companies/', { schema: companyList, signal });

export const companiesQueryOptions = () =>
  queryOptions({
    queryKey: [...companiesKey, 'list'],
    queryFn: ({ signal }) => listCompanies(signal),
    staleTime: ADMIN_STALE_TIME,
  });

export const useCompanies = () => useQuery(companiesQueryOptions());
