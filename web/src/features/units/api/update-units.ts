import type { CustomUnitValues } from '@bp/shared/contracts/units.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client/api.ts';
import { areaKeys } from '../../../lib/reference-data/query-keys.ts';
import { unitsKey, unitsQueryOptions } from '../../../lib/reference-data/get-units.ts';

/**
 * Saves the whole custom_units list. `silent` for the forms, which show the API's refusal (a
 * taken or standard abbreviation) in their own banner; archiving from the list leaves it to
 * the global toast.
 */
export const useUpdateUnits = ({ silent = false }: { silent?: boolean } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    // The screens edit the list they read, so it goes back with the version it was read at: the
    // server then replaces the list (removals and renames included), or answers 409 when someone
    // saved the units meanwhile. Without a version it would only add and update.
    mutationFn: ({ custom_units }: { custom_units: CustomUnitValues[] }) =>
      api.call('updateUnits', {
        body: { custom_units, version: queryClient.getQueryData(unitsQueryOptions().queryKey)?.version },
      }),
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
