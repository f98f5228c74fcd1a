import type { AdjustResult, AdjustValues } from '@bp/shared/contracts/inventory.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../lib/api-client/api.ts';
import { UNKNOWN_LOTS_CHECK } from '../../../lib/unknown-lots.ts';
import { intendedChanges } from '../../../lib/intended-change.ts';
import { inventoryKeys } from './inventory-keys.ts';

export interface AdjustPayload {
  qty_delta: number;
  txn_reason: AdjustValues['txn_reason'];
  lot_code: string | null;
  note: string | null;
  /** A usage of a lot not in stock, confirmed by the user (issue 21 item 6). */
  confirm_unknown_lot?: boolean;
}

/** POST /api/inventory/{materialId}/adjust under the change's Idempotency-Key. */
export const adjustInventory = (
  materialId: number,
  payload: AdjustPayload,
  idempotencyKey: string,
): Promise<AdjustResult> =>
  api.call(
    'adjustInventory',
    { params: { materialId }, body: payload },
    // The server asks (409 with unknown_lots) before a usage takes a lot never received or produced.
    { headers: { 'Idempotency-Key': idempotencyKey, ...UNKNOWN_LOTS_CHECK } },
  );

/**
 * Silent: the form shows the server's message or 'An error occurred while processing the
 * adjustment'. Each intended change carries one key (lib/intended-change.ts), so a double click
 * or a retry after a lost answer adjusts once.
 */
export const useAdjustInventory = (materialId: number) => {
  const queryClient = useQueryClient();
  const [changes] = useState(() => intendedChanges<AdjustPayload>());
  const mutation = useMutation({
    mutationFn: (payload: AdjustPayload) => adjustInventory(materialId, payload, changes.keyFor(payload)),
    meta: { silent: true },
    onSuccess: () => {
      changes.succeeded();
      return queryClient.invalidateQueries({ queryKey: inventoryKeys.all });
    },
  });
  // The outbox keeps an offline change under the same key: a lost earlier try is not applied twice.
  return { mutation, keyFor: changes.keyFor };
};
