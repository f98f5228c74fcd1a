import { supplier, type SupplierValues } from '@bp/shared/contracts/suppliers.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { suppliersKey } from './list-suppliers.ts';

/** POST /api/suppliers/. */
export const createSupplier = (values: SupplierValues) =>
  api.post('/suppliers/', values, { schema: supplier });

/** Silent: the form shows the failure in its own banner. */
export const useCreateSupplier = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSupplier,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suppliersKey }),
  });
};
