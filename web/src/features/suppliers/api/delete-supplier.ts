import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { suppliersKey } from './list-suppliers.ts';

/** DELETE /api/suppliers/{id} (refused with 409 while materials name it as their default supplier). */
export const deleteSupplier = (id: number) => api.delete(`/suppliers/${id}`);

export const useDeleteSupplier = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSupplier,
    meta: { silent: true },
    // The deleted supplier's own query must not refetch (it would 404): drop it, refresh the lists.
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: [...suppliersKey, 'detail', id] });
      return queryClient.invalidateQueries({ queryKey: suppliersKey });
    },
  });
};
