import type { Page } from '@bp/shared/contracts/common.ts';
import type { ExpiringLot, ExpiryKind } from '@bp/shared/contracts/expiry.ts';
import type { MaterialLot } from '@bp/shared/contracts/lots.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client/api.ts';
import { inventoryKeys } from './inventory-keys.ts';

/** GET /api/lots/expiring?days: lots in stock dated within the window (expired ones included). */
export const useExpiringLots = (days: 30 | 60 | 90) =>
  useQuery({
    queryKey: [...inventoryKeys.all, 'expiring', days],
    queryFn: ({ signal }): Promise<Page<ExpiringLot>> =>
      api.call('listExpiringLots', { query: { days: String(days) as '30' | '60' | '90' } }, { signal }),
    meta: { silent: true },
  });

/** PUT .../expiry: the lot's date and kind (null clears it). Refusals show beside the field. */
export const useSetLotExpiry = (materialId: number, lotId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { date: string | null; kind: ExpiryKind }): Promise<MaterialLot> =>
      api.call('setLotExpiry', { params: { id: materialId, lotId }, body }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
};
