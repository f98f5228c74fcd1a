import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { companiesKey } from './admin-query-keys.ts';

/** DELETE /api/admin/companies/{id}: only a company without users (409 otherwise). */
export const deleteCompany = (id: number) => api.delete(`/admin/companies/${id}`);

/** Silent: the confirmation dialog shows the failure (the 409's reason). */
export const useDeleteCompany = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompany,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesKey }),
  });
};
