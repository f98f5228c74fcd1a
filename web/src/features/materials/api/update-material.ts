import { material, type Material } from '@bp/shared/contracts/materials.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { areaKeys } from '../../../lib/reference-data/query-keys.ts';
import type { MaterialPayload } from '../model/material-payload.ts';

/** PUT /api/materials/{id}: replaces the editable fields. */
export const updateMaterial = ({
  id,
  payload,
}: {
  id: number;
  payload: MaterialPayload;
}): Promise<Material> => api.put(`/materials/${id}`, payload, { schema: material });

/** Silent: the edit screen shows 'Failed to update material' (or the server's text) in its banner. */
export const useUpdateMaterial = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMaterial,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: areaKeys.materials }),
  });
};
