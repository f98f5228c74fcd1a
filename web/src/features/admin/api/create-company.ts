import { company, type CompanyBody } from '@bp/shared/contracts/admin.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { companiesKey } from './admin-query-keys.ts';

/** POST /api/admin/companies/ with {name}. */
export const createCompany = (body: CompanyBody) => api.post('/admin/companies/', body, { schema: company });

/** Silent: the form shows the failure itself. */
export const useCreateCompany = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesKey }),
  });
};
