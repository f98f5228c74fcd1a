import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client/api.ts';
import { areaKeys } from '../../../lib/reference-data/query-keys.ts';
import { recordKey } from '../../../lib/reference-data/named-records.ts';

/** Refused with 409 while materials name the supplier as their default. */
export const useDeleteSupplier = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call('deleteSupplier', { params: { id } }),
    meta: { silent: true },
    // The deleted supplier's own query must not refetch (it would 404): drop it, refresh the lists.
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: recordKey('suppliers', id) });
      return queryClient.invalidateQueries({ queryKey: areaKeys.suppliers });
    },
  });
};
