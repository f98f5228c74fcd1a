import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client/api.ts';
import { areaKeys } from '../../../lib/reference-data/query-keys.ts';
import type { MaterialPayload } from '../model/material-payload.ts';

/** Replaces the editable fields. Silent: the edit screen shows 'Failed to update material' (or the server's text). */
export const useUpdateMaterial = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number; payload: MaterialPayload }) =>
      api.call('updateMaterial', { params: { id }, body: payload }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: areaKeys.materials }),
  });
};
