import { PAGE_SIZES } from '@bp/shared/contracts/master-data-lists.ts';
import { supplierList } from '@bp/shared/contracts/suppliers.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { areaKeys } from '../../../lib/reference-data/query-keys.ts';

export interface SupplierListParams {
  page: number;
  search: string;
}

export const SUPPLIERS_PAGE_SIZE = PAGE_SIZES.suppliers;

/** Every suppliers query starts with this key, so one invalidation refreshes them all. */
export const suppliersKey = areaKeys.suppliers;

/** GET /api/suppliers/?page&page_size&search: one page of the Supplier Settings list. */
export const listSuppliers = ({ page, search }: SupplierListParams, signal?: AbortSignal) =>
  api.get('/suppliers/', {
    query: { page, page_size: SUPPLIERS_PAGE_SIZE, search: search || undefined },
    schema: supplierList,
    signal,
  });

export const suppliersQueryOptions = (params: SupplierListParams) =>
  queryOptions({
    queryKey: [...suppliersKey, 'list', params],
    queryFn: ({ signal }) => listSuppliers(params, signal),
    // The table keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useSuppliers = (params: SupplierListParams) => useQuery(suppliersQueryOptions(params));
