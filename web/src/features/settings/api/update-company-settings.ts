import { companySettings, type CompanySettingsBody } from '@bp/shared/contracts/settings.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { companySettingsKey } from './get-company-settings.ts';

/** PUT /api/company-settings/ with traceable_materials_default. */
export const updateCompanySettings = (body: CompanySettingsBody) =>
  api.put('/company-settings/', body, { schema: companySettings });

export const useUpdateCompanySettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompanySettings,
    meta: { silent: true },
    onSuccess: (saved) => queryClient.setQueryData(companySettingsKey, saved),
  });
};
