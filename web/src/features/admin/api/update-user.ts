import type { UpdateUserBody } from '@bp/shared/contracts/admin.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client/api.ts';
import { usersKey } from './admin-query-keys.ts';
import { recentUsers } from './recent-admin-writes.ts';

/** First and last name: the e-mail cannot change. Silent: the Edit User form shows the failure itself. */
export const useUpdateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateUserBody & { id: number }) =>
      api.call('updateUser', { params: { id }, body }),
    meta: { silent: true },
    onSuccess: (user) => {
      recentUsers.made(user);
      return queryClient.invalidateQueries({ queryKey: usersKey });
    },
  });
};
