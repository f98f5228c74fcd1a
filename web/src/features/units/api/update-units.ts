import { unitsResponse, type CustomUnitInput } from '@bp/shared/contracts/units.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { areaKeys } from '../../../lib/reference-data/query-keys.ts';
import { unitsKey } from './get-units.ts';

/** PUT /api/company-settings/units with the whole custom_units list. */
export const updateUnits = (body: { custom_units: CustomUnitInput[] }) =>
  api.put('/company-settings/units', body, { schema: unitsResponse });

/**
 * `silent` for the forms, which show the API's refusal (a taken or standard abbreviation) in
 * their own banner; archiving from the list leaves it to the global toast.
 */
export const useUpdateUnits = ({ silent = false }: { silent?: boolean } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUnits,
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
