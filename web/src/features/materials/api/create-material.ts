import { material, type Material } from '@bp/shared/contracts/materials.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { areaKeys } from '../../../lib/reference-data/query-keys.ts';
import type { MaterialPayload } from '../model/material-payload.ts';

/** POST /api/materials/new. */
export const createMaterial = (payload: MaterialPayload): Promise<Material> =>
  api.post('/materials/new', payload, { schema: material });

/** Silent: the form shows the failure in its banner. */
export const useCreateMaterial = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMaterial,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: areaKeys.materials }),
  });
};
