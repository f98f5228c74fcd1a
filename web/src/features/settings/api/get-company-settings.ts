import { companySettings } from '@bp/shared/contracts/settings.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { areaKeys } from '../../../lib/reference-data/query-keys.ts';

/** Shared with the material form's reader of the same answer (lib/reference-data). */
export const companySettingsKey = [...areaKeys.settings, 'company'] as const;

/** GET /api/company-settings/: traceable_materials_default (and the custom units). */
export const getCompanySettings = (signal?: AbortSignal) =>
  api.get('/company-settings/', { schema: companySettings, signal });

export const companySettingsQueryOptions = () =>
  queryOptions({ queryKey: companySettingsKey, queryFn: ({ signal }) => getCompanySettings(signal) });

/** Silent: the screen shows 'Error loading settings. Please try again.' itself. */
export const useCompanySettings = () =>
  useQuery({ ...companySettingsQueryOptions(), meta: { silent: true } });
