import { material, type Material } from '@bp/shared/contracts/materials.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { areaKeys } from '../../../lib/reference-data/query-keys.ts';
import { materialQueryOptions } from './get-material.ts';

/** PUT /api/materials/{id}/archive with {isArchived}. */
export const archiveMaterial = ({ id, isArchived }: { id: number; isArchived: boolean }): Promise<Material> =>
  api.put(`/materials/${id}/archive`, { isArchived }, { schema: material });

/** Silent: the edit screen shows 'Failed to archive / unarchive' (or the server's text). */
export const useArchiveMaterial = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveMaterial,
    meta: { silent: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(materialQueryOptions(saved.id).queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: areaKeys.materials });
    },
  });
};
