import { formLoginResponse, type SignInForm } from '@bp/shared/contracts/auth.ts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/login, form-encoded `username` + `password` (spec 000 section 7, the first of the
 * two sign-in readings; the one the form uses). Answers the token to store.
 */
export const formLogin = async ({ email, password }: SignInForm): Promise<string> => {
  const answer = await apiRequest('/login', {
    method: 'POST',
    form: { username: email, password },
    schema: formLoginResponse,
    auth: false,
  });
  return answer.access_token;
};

/** Silent: the sign-in card shows its own failure text, so no global toast as well. */
export const useFormLogin = () => useMutation({ mutationFn: formLogin, meta: { silent: true } });
