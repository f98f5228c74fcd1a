import { unitsResponse } from '@bp/shared/contracts/units.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { areaKeys } from '../../../lib/reference-data/query-keys.ts';

/** Shared with the material form's unit choices (lib/reference-data), so a saved unit shows there at once. */
export const unitsKey = [...areaKeys.settings, 'units'] as const;

/** GET /api/company-settings/units: custom_units and global_units. */
export const getUnits = (signal?: AbortSignal) =>
  api.get('/company-settings/units', { schema: unitsResponse, signal });

export const unitsQueryOptions = () =>
  queryOptions({ queryKey: unitsKey, queryFn: ({ signal }) => getUnits(signal) });

/** Silent: each units screen shows 'Error loading units: ...' or 'Error loading unit: ...' itself. */
export const useUnits = () => useQuery({ ...unitsQueryOptions(), meta: { silent: true } });
