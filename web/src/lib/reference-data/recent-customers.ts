import type { Page } from '@bp/shared/contracts/common.ts';
import { customerList, type Customer } from '@bp/shared/contracts/customers.ts';
import { RECENT_DEFAULT_LIMIT } from '@bp/shared/contracts/master-data-lists.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { areaKeys } from './query-keys.ts';

/** GET /api/customers/recent?limit=10: the customer picker's list before anything is typed. */
export const getRecentCustomers = (limit: number, signal?: AbortSignal): Promise<Page<Customer>> =>
  api.get('/customers/recent', { query: { limit }, schema: customerList, signal });

export const recentCustomersQueryOptions = (limit = RECENT_DEFAULT_LIMIT) =>
  queryOptions({
    queryKey: [...areaKeys.customers, 'recent', limit],
    queryFn: ({ signal }) => getRecentCustomers(limit, signal),
    // Spec 000 section 9: recent customers stay fresh for 5 minutes.
    staleTime: 5 * 60 * 1000,
    meta: { silent: true },
  });

export const useRecentCustomers = (enabled: boolean) =>
  useQuery({ ...recentCustomersQueryOptions(), enabled });
