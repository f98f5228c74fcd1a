import type { Page } from '@bp/shared/contracts/common.ts';
import {
  type LotEditResult,
  lotEditResult,
  type MaterialLot,
  materialLot,
  materialLotList,
} from '@bp/shared/contracts/lots.ts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../../lib/api-client.ts';
import { inventoryKeys } from './inventory-keys.ts';

/** GET /api/materials/{id}/lots?page&page_size&search. */
export const useMaterialLots = (
  materialId: number,
  query: { page: number; page_size: number; search?: string },
) =>
  useQuery({
    queryKey: [...inventoryKeys.all, 'lots', materialId, query],
    queryFn: ({ signal }): Promise<Page<MaterialLot>> =>
      api.get(`/materials/${materialId}/lots`, { query: { ...query }, schema: materialLotList, signal }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

/** GET /api/inventory/{materialId}/lot-codes (the adjust form asks for page 1, size 50). */
export const useLotCodes = (materialId: number) =>
  useQuery({
    queryKey: [...inventoryKeys.all, 'lot-codes', materialId],
    queryFn: ({ signal }): Promise<Page<MaterialLot>> =>
      api.get(`/inventory/${materialId}/lot-codes`, {
        query: { page: 1, page_size: 50 },
        schema: materialLotList,
        signal,
      }),
  });

/** GET /api/materials/{id}/lots/{lotId}. */
export const useMaterialLot = (materialId: number, lotId: number) =>
  useQuery({
    queryKey: [...inventoryKeys.all, 'lot', materialId, lotId],
    queryFn: ({ signal }): Promise<MaterialLot> =>
      api.get(`/materials/${materialId}/lots/${lotId}`, { schema: materialLot, signal }),
    meta: { silent: true },
  });

/** PATCH /api/materials/{id}/lots/{lotId} with lot_code: the lot edit result. */
export const useEditLotCode = (materialId: number, lotId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lotCode: string): Promise<LotEditResult> =>
      apiRequest(`/materials/${materialId}/lots/${lotId}`, {
        method: 'PATCH',
        json: { lot_code: lotCode },
        schema: lotEditResult,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
};

/** POST /api/materials/{id}/lots/merge with from_lot_id and to_lot_id. Failure is logged only (spec 001 section 8). */
export const useMergeLots = (materialId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: { from_lot_id: number; to_lot_id: number }): Promise<LotEditResult> =>
      api.post(`/materials/${materialId}/lots/merge`, ids, { schema: lotEditResult }),
    meta: { silent: true },
    onError: (error) => console.error('Lot merge failed', error),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
};
