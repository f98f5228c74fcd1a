import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client/api.ts';
import { companiesKey } from './admin-query-keys.ts';
import { recentCompanies } from './recent-admin-writes.ts';

/** Only a company without users (409 otherwise). Silent: the confirmation dialog shows the reason. */
export const useDeleteCompany = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call('deleteCompany', { params: { id } }),
    meta: { silent: true },
    onSuccess: (_, id) => {
      recentCompanies.gone(id);
      return queryClient.invalidateQueries({ queryKey: companiesKey });
    },
  });
};
