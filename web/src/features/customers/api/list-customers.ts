import { customerList } from '@bp/shared/contracts/customers.ts';
import { PAGE_SIZES } from '@bp/shared/contracts/master-data-lists.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { areaKeys } from '../../../lib/reference-data/query-keys.ts';

export interface CustomerListParams {
  page: number;
  search: string;
}

export const CUSTOMERS_PAGE_SIZE = PAGE_SIZES.customers;

/** Every customers query starts with this key, so one invalidation refreshes them all. */
export const customersKey = areaKeys.customers;

/** GET /api/customers/?page&page_size&search: one page of the customers list. */
export const listCustomers = ({ page, search }: CustomerListParams, signal?: AbortSignal) =>
  api.get('/customers/', {
    query: { page, page_size: CUSTOMERS_PAGE_SIZE, search: search || undefined },
    schema: customerList,
    signal,
  });

export const customersQueryOptions = (params: CustomerListParams) =>
  queryOptions({
    queryKey: [...customersKey, 'list', params],
    queryFn: ({ signal }) => listCustomers(params, signal),
    placeholderData: keepPreviousData,
  });

export const useCustomers = (params: CustomerListParams) => useQuery(customersQueryOptions(params));
