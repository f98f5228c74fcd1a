import type { MaterialLot } from '@bp/shared/contracts/lots.ts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client/api.ts';
import { keepLots, keptLots, withOfflineCopy } from './offline-snapshot.ts';

const onlineLots = async (materialId: number, signal: AbortSignal) => {
  const answer = await api.call('listFefoLots', { params: { materialId } }, { signal });
  void keepLots(materialId, answer.items).catch(() => undefined);
  return answer;
};

/**
 * GET /api/inventory/{materialId}/fefo-lots: the material's lots in stock, first-expired-first-out
 * (what the production and shipment lot pickers offer). Not fetched until a material is chosen
 * and the picker is opened. Each answer is kept on the device for the picker offline (issue 23).
 */
export const useFefoLots = (materialId: number | null, active: boolean) =>
  useQuery({
    queryKey: ['fefo-lots', materialId],
    // Without a network, the lots as last read on this device (`asOf` says when).
    queryFn: ({ signal }) =>
      withOfflineCopy(
        () => onlineLots(materialId as number, signal),
        () => keptLots<MaterialLot>(materialId as number),
      ),
    networkMode: 'always',
    enabled: materialId !== null && active,
    staleTime: 10_000,
    meta: { silent: true },
  });
