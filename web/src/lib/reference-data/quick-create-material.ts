import { material, type Material, type MaterialType } from '@bp/shared/contracts/materials.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { areaKeys } from './query-keys.ts';

/** No text for it in the spec: the same pattern as 'Failed to create supplier'. */
export const MATERIAL_CREATE_FAILED = 'Failed to create material';

export interface MaterialQuickCreate {
  name: string;
  unit_of_measure: string;
  material_type: MaterialType;
}

/**
 * POST /api/materials/new from a material picker's popover: name, unit and the picker's type;
 * traceable is left out so the company's traceable_materials_default applies.
 */
export const quickCreateMaterial = (input: MaterialQuickCreate): Promise<Material> =>
  api.post('/materials/new', input, { schema: material });

/** Silent: the popover shows the failure itself. */
export const useQuickCreateMaterial = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: quickCreateMaterial,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: areaKeys.materials }),
  });
};
