import type { Page } from '@bp/shared/contracts/common.ts';
import { supplierList, type Supplier } from '@bp/shared/contracts/suppliers.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { areaKeys } from './query-keys.ts';

/**
 * The supplier picker's options. The spec's select loaded every supplier (GET /api/suppliers/);
 * the picker searches on the server like the other pickers and shows the first 25 matches, so
 * a long supplier list neither loads in full nor overflows the menu.
 */
export const SUPPLIER_PICKER_PAGE_SIZE = 25;

export const searchSuppliers = (search: string, signal?: AbortSignal): Promise<Page<Supplier>> =>
  api.get('/suppliers/', {
    query: { search: search || undefined, page: 1, page_size: SUPPLIER_PICKER_PAGE_SIZE },
    schema: supplierList,
    signal,
  });

export const supplierSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...areaKeys.suppliers, 'picker', search],
    queryFn: ({ signal }) => searchSuppliers(search, signal),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

/** Silent: the picker shows 'Error loading reference data: ...' in its own list. */
export const useSupplierSearch = (search: string, enabled: boolean) =>
  useQuery({ ...supplierSearchQueryOptions(search), enabled });
