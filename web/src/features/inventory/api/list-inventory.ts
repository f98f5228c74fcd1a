import type { Page } from '@bp/shared/contracts/common.ts';
import type { InventoryItem } from '@bp/shared/contracts/inventory.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client/api.ts';
import { inventoryKeys } from './inventory-keys.ts';

export interface InventoryQuery {
  page: number;
  page_size: number;
  search?: string;
}

/** GET /api/inventory/?page&page_size&search (spec 001 section 7). */
export const listInventory = (query: InventoryQuery, signal?: AbortSignal): Promise<Page<InventoryItem>> =>
  api.call('listInventory', { query: { ...query } }, { signal });

export const useInventoryList = (query: InventoryQuery) =>
  useQuery(
    queryOptions({
      queryKey: [...inventoryKeys.all, 'list', query],
      queryFn: ({ signal }) => listInventory(query, signal),
      placeholderData: keepPreviousData,
      // The screen shows 'Error loading inventory: ...' itself.
      meta: { silent: true },
    }),
  );
