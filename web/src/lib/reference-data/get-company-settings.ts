import { companySettings, type CompanySettings } from '@bp/shared/contracts/settings.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { areaKeys } from './query-keys.ts';

/** GET /api/company-settings/: traceable_materials_default seeds the material form. */
export const getCompanySettings = (signal?: AbortSignal): Promise<CompanySettings> =>
  api.get('/company-settings/', { schema: companySettings, signal });

export const companySettingsQueryOptions = () =>
  queryOptions({
    queryKey: [...areaKeys.settings, 'company'],
    queryFn: ({ signal }) => getCompanySettings(signal),
  });

export const useCompanySettings = () => useQuery(companySettingsQueryOptions());
