import type { Page } from '@bp/shared/contracts/common.ts';
import { customerList, type Customer } from '@bp/shared/contracts/customers.ts';
import { PAGE_SIZES } from '@bp/shared/contracts/master-data-lists.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { areaKeys } from './query-keys.ts';

/** The customer picker's options for a typed term: the first 25 matches (spec 000 section 9). */
export const searchCustomers = (search: string, signal?: AbortSignal): Promise<Page<Customer>> =>
  api.get('/customers/', {
    query: { search, page: 1, page_size: PAGE_SIZES.customerPicker },
    schema: customerList,
    signal,
  });

export const customerSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...areaKeys.customers, 'picker', search],
    queryFn: ({ signal }) => searchCustomers(search, signal),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

/** Silent: the picker shows 'Error loading reference data: ...' in its own list. */
export const useCustomerSearch = (search: string, enabled: boolean) =>
  useQuery({ ...customerSearchQueryOptions(search), enabled });
