import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type CallInput } from '../api-client/api.ts';
import type { RouteNamed } from '../api-client/route-types.ts';
import type { RouteTable } from '@bp/shared/api/routes/index.ts';
import { areaKeys } from './query-keys.ts';

/** No text for it in the spec: the same pattern as 'Failed to create supplier'. */
export const MATERIAL_CREATE_FAILED = 'Failed to create material';

export type MaterialCreateBody = CallInput<RouteNamed<RouteTable, 'createMaterial'>>['body'];

/**
 * Creates a material: the material form, and a material picker's popover (name, unit and the
 * picker's type; traceable left out so the company's traceable_materials_default applies).
 * Every materials view refreshes. Silent: the form or popover shows the failure itself.
 */
export const useCreateMaterial = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MaterialCreateBody) => api.call('createMaterial', { body }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: areaKeys.materials }),
  });
};

export const useQuickCreateMaterial = useCreateMaterial;
