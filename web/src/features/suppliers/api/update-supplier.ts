import { supplier, type SupplierValues } from '@bp/shared/contracts/suppliers.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { suppliersKey } from './list-suppliers.ts';

/** PUT /api/suppliers/{id}: replaces every field (null clears one). */
export const updateSupplier = ({ id, values }: { id: number; values: SupplierValues }) =>
  api.put(`/suppliers/${id}`, values, { schema: supplier });

export const useUpdateSupplier = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSupplier,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suppliersKey }),
  });
};
