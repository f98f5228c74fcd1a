import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client/api.ts';
import { areaKeys } from '../../../lib/reference-data/query-keys.ts';
import { materialQueryOptions } from './get-material.ts';

/** Archives or unarchives. Silent: the edit screen shows 'Failed to archive / unarchive' (or the server's text). */
export const useArchiveMaterial = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isArchived }: { id: number; isArchived: boolean }) =>
      api.call('archiveMaterial', { params: { id }, body: { isArchived } }),
    meta: { silent: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(materialQueryOptions(saved.id).queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: areaKeys.materials });
    },
  });
};
