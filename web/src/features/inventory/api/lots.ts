import type { Page } from '@bp/shared/contracts/common.ts';
import type { LotEditResult, MaterialLot } from '@bp/shared/contracts/lots.ts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client/api.ts';
import { inventoryKeys } from './inventory-keys.ts';

/** GET /api/materials/{id}/lots?page&page_size&search. */
export const useMaterialLots = (
  materialId: number,
  query: { page: number; page_size: number; search?: string },
) =>
  useQuery({
    queryKey: [...inventoryKeys.all, 'lots', materialId, query],
    queryFn: ({ signal }): Promise<Page<MaterialLot>> =>
      api.call('listMaterialLots', { params: { id: materialId }, query: { ...query } }, { signal }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

/** GET /api/materials/{id}/lots/{lotId}. */
export const useMaterialLot = (materialId: number, lotId: number) =>
  useQuery({
    queryKey: [...inventoryKeys.all, 'lot', materialId, lotId],
    queryFn: ({ signal }): Promise<MaterialLot> =>
      api.call('getMaterialLot', { params: { id: materialId, lotId } }, { signal }),
    meta: { silent: true },
  });

/** PATCH /api/materials/{id}/lots/{lotId} with lot_code: the lot edit result. */
export const useEditLotCode = (materialId: number, lotId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lotCode: string): Promise<LotEditResult> =>
      api.call('updateMaterialLot', { params: { id: materialId, lotId }, body: { lot_code: lotCode } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
};

/** POST /api/materials/{id}/lots/merge with from_lot_id and to_lot_id. Failure is logged only (spec 001 section 8). */
export const useMergeLots = (materialId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: { from_lot_id: number; to_lot_id: number }): Promise<LotEditResult> =>
      api.call('mergeLots', { params: { id: materialId }, body: ids }),
    meta: { silent: true },
    onError: (error) => console.error('Lot merge failed', error),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
};
