import type { SupplierLotArrival } from '@bp/shared/contracts/supplier-lot-repeat.ts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api-client/api.ts';

export interface SupplierLotKey {
  materialId: number;
  supplierId: number;
  supplierLotCode: string;
}

/** The key once typing paused (300 ms): one lookup per code, not per keystroke. */
const useSettled = (key: SupplierLotKey | null): SupplierLotKey | null => {
  const [settled, setSettled] = useState(key);
  const text = JSON.stringify(key);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(text) as SupplierLotKey | null), 300);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
};

/**
 * GET /api/inventory/{materialId}/supplier-lot: the lot of ours a supplier's lot arrived into
 * before, as the submit will see it (a receipt row of it joins that lot). Failures stay silent:
 * the submit's own answer still decides.
 */
export const useSupplierLotArrival = (key: SupplierLotKey | null) => {
  const settled = useSettled(key);
  return useQuery({
    queryKey: ['inventory', 'supplier-lot', settled],
    queryFn: ({ signal }): Promise<SupplierLotArrival> =>
      api.call(
        'findSupplierLotArrival',
        {
          params: { materialId: settled?.materialId ?? 0 },
          query: { supplier_id: settled?.supplierId ?? 0, supplier_lot_code: settled?.supplierLotCode ?? '' },
        },
        { signal },
      ),
    enabled: settled !== null,
    meta: { silent: true },
  });
};
