import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { companiesKey, usersKey } from './admin-query-keys.ts';

/** DELETE /api/admin/users/{id}: ends their sessions; not yourself, nor the last administrator (409). */
export const deleteUser = (id: number) => api.delete(`/admin/users/${id}`);

/** Silent: the confirmation dialog shows the failure. The company's user count changes too. */
export const useDeleteUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    meta: { silent: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersKey }),
        queryClient.invalidateQueries({ queryKey: companiesKey }),
      ]),
  });
};
