import { supplier, type Supplier } from '@bp/shared/contracts/suppliers.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { areaKeys } from './query-keys.ts';

/** POST /api/suppliers/ with the name only: the '+ New supplier' popover (spec 000 section 3). */
export const quickCreateSupplier = (name: string): Promise<Supplier> =>
  api.post('/suppliers/', { name }, { schema: supplier });

/** Silent: the popover shows the failure itself. */
export const useQuickCreateSupplier = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: quickCreateSupplier,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: areaKeys.suppliers }),
  });
};
