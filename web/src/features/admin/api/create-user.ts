import type { CreateUserBody } from '@bp/shared/contracts/admin.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client/api.ts';
import { invalidateUsersAndCompanies } from './admin-query-keys.ts';
import { recentUsers } from './recent-admin-writes.ts';

/** Silent: the form shows the failure itself. The company's user count changes too. */
export const useCreateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserBody) => api.call('createUser', { body }),
    meta: { silent: true },
    onSuccess: (user) => {
      recentUsers.made(user);
      return invalidateUsersAndCompanies(queryClient);
    },
  });
};
