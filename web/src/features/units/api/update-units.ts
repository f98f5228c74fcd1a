import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client/api.ts';
import { areaKeys } from '../../../lib/reference-data/query-keys.ts';
import { unitsKey } from '../../../lib/reference-data/get-units.ts';
import type { UnitsBody } from '../model/custom-unit-list.ts';

/**
 * Saves the whole custom_units list with the version it was read at, so the server replaces the
 * list (removals and renames included) or answers 409 when someone saved the units meanwhile.
 * `silent` for the forms, which show the API's refusal (a taken or standard abbreviation) in
 * their own banner; archiving from the list leaves it to the global toast.
 */
export const useUpdateUnits = ({ silent = false }: { silent?: boolean } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UnitsBody) => api.call('updateUnits', { body }),
    meta: { silent },
    onSuccess: async (answer) => {
      queryClient.setQueryData(unitsKey, answer);
      // The company settings answer carries the custom units too; the units answer is fresh already.
      await queryClient.invalidateQueries({
        queryKey: areaKeys.settings,
        predicate: (query) => query.queryKey[1] !== unitsKey[1],
      });
    },
    // A refusal may mean the list changed meanwhile (409): read it again so the next try is current.
    onError: () => queryClient.invalidateQueries({ queryKey: unitsKey }),
  });
};
