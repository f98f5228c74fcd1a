import type { ResetPasswordBody } from '@bp/shared/contracts/admin.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { usersKey } from './admin-query-keys.ts';

/** POST /api/admin/users/{id}/reset-password with {new_password}: 204, and the user's sessions end. */
export const resetPassword = ({ id, ...body }: ResetPasswordBody & { id: number }) =>
  api.post<null>(`/admin/users/${id}/reset-password`, body);

/** Silent: the Edit User form shows the failure itself. */
export const useResetPassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
};
