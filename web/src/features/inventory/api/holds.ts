import type { Page } from '@bp/shared/contracts/common.ts';
import type { DescendantLot, HoldBody, HoldHistory, HoldResult } from '@bp/shared/contracts/holds.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client/api.ts';
import { inventoryKeys } from './inventory-keys.ts';

/** GET /api/materials/{id}/lots/{lotId}/holds: the current hold and the hold events. */
export const useHoldHistory = (materialId: number, lotId: number) =>
  useQuery({
    queryKey: [...inventoryKeys.all, 'holds', materialId, lotId],
    queryFn: ({ signal }): Promise<HoldHistory> =>
      api.call('lotHoldHistory', { params: { id: materialId, lotId } }, { signal }),
    meta: { silent: true },
  });

/** GET .../descendants: lots made from this one still in stock (read while the hold dialog is open). */
export const useDescendants = (materialId: number, lotId: number, enabled: boolean) =>
  useQuery({
    queryKey: [...inventoryKeys.all, 'descendants', materialId, lotId],
    queryFn: ({ signal }): Promise<Page<DescendantLot>> =>
      api.call('lotDescendants', { params: { id: materialId, lotId } }, { signal }),
    enabled,
    meta: { silent: true },
  });

/** POST .../hold. Refusals show in the dialog, not as a toast. */
export const useHoldLot = (materialId: number, lotId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HoldBody): Promise<HoldResult> =>
      api.call('holdLot', { params: { id: materialId, lotId }, body }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
};

/** POST .../release. */
export const useReleaseLot = (materialId: number, lotId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string): Promise<HoldHistory> =>
      api.call('releaseLot', { params: { id: materialId, lotId }, body: { reason } }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
};
