import type { CustomUnitInput } from '@bp/shared/contracts/units.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client/api.ts';
import { areaKeys } from '../../../lib/reference-data/query-keys.ts';
import { unitsKey } from '../../../lib/reference-data/get-units.ts';

/**
 * Saves the whole custom_units list. `silent` for the forms, which show the API's refusal (a
 * taken or standard abbreviation) in their own banner; archiving from the list leaves it to
 * the global toast.
 */
export const useUpdateUnits = ({ silent = false }: { silent?: boolean } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { custom_units: CustomUnitInput[] }) => api.call('updateUnits', { body }),
    meta: { silent },
    onSuccess: async (answer) => {
      queryClient.setQueryData(unitsKey, answer);
      // The company settings answer carries the custom units too; the units answer is fresh already.
      await queryClient.invalidateQueries({
        queryKey: areaKeys.settings,
        predicate: (query) => query.queryKey[1] !== unitsKey[1],
      });
    },
  });
};
