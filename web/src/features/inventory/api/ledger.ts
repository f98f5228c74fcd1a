import type { Page } from '@bp/shared/contracts/common.ts';
import type { LedgerTransaction } from '@bp/shared/contracts/ledger.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client/api.ts';
import { inventoryKeys } from './inventory-keys.ts';

/** GET /api/materials/{id}/ledger?lot_id&page&page_size: the lot screens' ledger (size 20). */
export const useLedger = (materialId: number, query: { page: number; page_size: number; lot_id?: number }) =>
  useQuery({
    queryKey: [...inventoryKeys.all, 'ledger', materialId, query],
    queryFn: ({ signal }): Promise<Page<LedgerTransaction>> =>
      api.call('listMaterialLedger', { params: { id: materialId }, query: { ...query } }, { signal }),
    placeholderData: keepPreviousData,
  });
