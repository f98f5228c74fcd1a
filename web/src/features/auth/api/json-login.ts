import type { SignInForm } from '@bp/shared/contracts/auth.ts';
import { api } from '../../../lib/api-client/api.ts';

/**
 * The JSON sign-in (spec 000 section 7, the second sign-in reading). The form uses formLogin;
 * this stays available for scripts and tests.
 */
export const jsonLogin = async ({ email, password }: SignInForm): Promise<string> => {
  const answer = await api.call('jsonLogin', { body: { email, password } });
  return answer.token;
};
