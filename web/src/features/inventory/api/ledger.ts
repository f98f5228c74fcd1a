import type { Page } from '@bp/shared/contracts/common.ts';
import { type LedgerTransaction, ledgerList } from '@bp/shared/contracts/ledger.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { inventoryKeys } from './inventory-keys.ts';

/** GET /api/materials/{id}/ledger?lot_id&page&page_size: the lot screens' ledger (size 20). */
export const useLedger = (materialId: number, query: { page: number; page_size: number; lot_id?: number }) =>
  useQuery({
    queryKey: [...inventoryKeys.all, 'ledger', materialId, query],
    queryFn: ({ signal }): Promise<Page<LedgerTransaction>> =>
      api.get(`/materials/${materialId}/ledger`, { query: { ...query }, schema: ledgerList, signal }),
    placeholderData: keepPreviousData,
  });
