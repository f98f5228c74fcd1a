import type { SignInForm } from '@bp/shared/contracts/auth.ts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client/api.ts';

/**
 * The form-encoded sign-in (spec 000 section 7, the first of the two sign-in readings; the one
 * the form uses). Answers the token to store. A public route: no token goes out with it.
 */
export const formLogin = async ({ email, password }: SignInForm): Promise<string> => {
  const answer = await api.call('formLogin', { body: { username: email, password } });
  return answer.access_token;
};

/** Silent: the sign-in card shows its own failure text, so no global toast as well. */
export const useFormLogin = () => useMutation({ mutationFn: formLogin, meta: { silent: true } });
