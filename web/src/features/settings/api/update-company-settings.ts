import type { CompanySettingsBody } from '@bp/shared/contracts/settings.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client/api.ts';
import { companySettingsKey } from '../../../lib/reference-data/get-company-settings.ts';

export const useUpdateCompanySettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanySettingsBody) => api.call('updateCompanySettings', { body }),
    meta: { silent: true },
    onSuccess: (saved) => queryClient.setQueryData(companySettingsKey, saved),
  });
};
