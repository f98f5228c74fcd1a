import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client/api.ts';
import { areaKeys } from './query-keys.ts';

/** One cache entry for the settings: the settings screen and the material form (traceable default). */
export const companySettingsKey = [...areaKeys.settings, 'company'] as const;

export const companySettingsQueryOptions = () =>
  queryOptions({
    queryKey: companySettingsKey,
    queryFn: ({ signal }) => api.call('getCompanySettings', undefined, { signal }),
  });

/** `silent` for screens that show the failure themselves. */
export const useCompanySettings = ({ silent = false }: { silent?: boolean } = {}) =>
  useQuery({ ...companySettingsQueryOptions(), meta: { silent } });
