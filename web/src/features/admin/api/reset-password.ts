import type { ResetPasswordBody } from '@bp/shared/contracts/admin.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client/api.ts';
import { usersKey } from './admin-query-keys.ts';

/** 204, and the user's sessions end. Silent: the Edit User form shows the failure itself. */
export const useResetPassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ResetPasswordBody & { id: number }) =>
      api.call('resetPassword', { params: { id }, body }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
};
