import type { SupplierLotList, SupplierLotQuery } from '@bp/shared/contracts/supplier-lots.ts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client/api.ts';

/**
 * GET /api/trace-lot/supplier-lots: our lots received from one supplier under that supplier's
 * own lot code, the start of a trace when a supplier recalls a lot. Failures show beside the form.
 */
export const useSupplierLots = (query: SupplierLotQuery | null) =>
  useQuery({
    queryKey: ['trace', 'supplier-lots', query],
    queryFn: ({ signal }): Promise<SupplierLotList> =>
      api.call('findSupplierLots', { query: query ?? { supplier_id: 0, supplier_lot_code: '' } }, { signal }),
    enabled: query !== null,
    meta: { silent: true },
  });
