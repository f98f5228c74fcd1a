import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client/api.ts';
import { areaKeys } from './query-keys.ts';

/** One cache entry for the units: the units screens and the material form's unit choices. */
export const unitsKey = [...areaKeys.settings, 'units'] as const;

/** custom_units and global_units; all_units are the choices of a material's unit. */
export const unitsQueryOptions = () =>
  queryOptions({ queryKey: unitsKey, queryFn: ({ signal }) => api.call('getUnits', undefined, { signal }) });

/** `silent` for screens that show the failure themselves. */
export const useUnits = ({ silent = false }: { silent?: boolean } = {}) =>
  useQuery({ ...unitsQueryOptions(), meta: { silent } });
