import type { AdjustResult, AdjustValues } from '@bp/shared/contracts/inventory.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client/api.ts';
import { inventoryKeys } from './inventory-keys.ts';

export interface AdjustPayload {
  qty_delta: number;
  txn_reason: AdjustValues['txn_reason'];
  lot_code: string | null;
  note: string | null;
}

/** POST /api/inventory/{materialId}/adjust. */
export const adjustInventory = (materialId: number, payload: AdjustPayload): Promise<AdjustResult> =>
  api.call('adjustInventory', { params: { materialId }, body: payload });

/** Silent: the form shows the server's message or 'An error occurred while processing the adjustment'. */
export const useAdjustInventory = (materialId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: AdjustPayload) => adjustInventory(materialId, payload),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
};
