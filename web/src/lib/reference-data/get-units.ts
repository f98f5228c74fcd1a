import { unitsResponse, type UnitsResponse } from '@bp/shared/contracts/units.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { areaKeys } from './query-keys.ts';

/** GET /api/company-settings/units: all_units are the choices of a material's unit. */
export const getUnits = (signal?: AbortSignal): Promise<UnitsResponse> =>
  api.get('/company-settings/units', { schema: unitsResponse, signal });

export const unitsQueryOptions = () =>
  queryOptions({
    queryKey: [...areaKeys.settings, 'units'],
    queryFn: ({ signal }) => getUnits(signal),
  });

export const useUnits = () => useQuery(unitsQueryOptions());
