import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyBody } from '@bp/shared/contracts/admin.ts';
import { api } from '../../../lib/api-client/api.ts';
import { companiesKey } from './admin-query-keys.ts';
import { recentCompanies } from './recent-admin-writes.ts';

/** Silent: the form shows the failure itself. */
export const useCreateCompany = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyBody) => api.call('createCompany', { body }),
    meta: { silent: true },
    onSuccess: (company) => {
      recentCompanies.made(company);
      return queryClient.invalidateQueries({ queryKey: companiesKey });
    },
  });
};
