import { adminUser, type CreateUserBody } from '@bp/shared/contracts/admin.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { companiesKey, usersKey } from './admin-query-keys.ts';

/** POST /api/admin/users/ with {first_name, last_name, email, password, company_id, is_admin}. */
export const createUser = (body: CreateUserBody) => api.post('/admin/users/', body, { schema: adminUser });

/** Silent: the form shows the failure itself. The company's user count changes too. */
export const useCreateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    meta: { silent: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersKey }),
        queryClient.invalidateQueries({ queryKey: companiesKey }),
      ]),
  });
};
