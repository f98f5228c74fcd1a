import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client/api.ts';

/**
 * GET /api/inventory/{materialId}/fefo-lots: the material's lots in stock, first-expired-first-out
 * (what the production and shipment lot pickers offer). Not fetched until a material is chosen
 * and the picker is opened.
 */
export const useFefoLots = (materialId: number | null, active: boolean) =>
  useQuery({
    queryKey: ['fefo-lots', materialId],
    queryFn: ({ signal }) =>
      api.call('listFefoLots', { params: { materialId: materialId as number } }, { signal }),
    enabled: materialId !== null && active,
    staleTime: 10_000,
    meta: { silent: true },
  });
