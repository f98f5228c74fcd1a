import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client/api.ts';
import { invalidateUsersAndCompanies } from './admin-query-keys.ts';
import { recentUsers } from './recent-admin-writes.ts';

/**
 * Ends the user's sessions; not yourself, nor the last administrator (409). Silent: the
 * confirmation dialog shows the failure. The company's user count changes too.
 */
export const useDeleteUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call('deleteUser', { params: { id } }),
    meta: { silent: true },
    onSuccess: (_, id) => {
      recentUsers.gone(id);
      return invalidateUsersAndCompanies(queryClient);
    },
  });
};
