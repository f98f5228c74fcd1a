import { adminUser, type UpdateUserBody } from '@bp/shared/contracts/admin.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { usersKey } from './admin-query-keys.ts';

/** PUT /api/admin/users/{id} with {first_name, last_name}: the e-mail cannot change. */
export const updateUser = ({ id, ...body }: UpdateUserBody & { id: number }) =>
  api.put(`/admin/users/${id}`, body, { schema: adminUser });

/** Silent: the Edit User form shows the failure itself. */
export const useUpdateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
};
