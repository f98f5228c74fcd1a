import { jsonLoginResponse, type SignInForm } from '@bp/shared/contracts/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/auth/login with a JSON `{ email, password }` (spec 000 section 7, the second
 * sign-in reading). The form uses formLogin; this stays available for scripts and tests.
 */
export const jsonLogin = async ({ email, password }: SignInForm): Promise<string> => {
  const answer = await apiRequest('/auth/login', {
    method: 'POST',
    json: { email, password },
    schema: jsonLoginResponse,
    auth: false,
  });
  return answer.token;
};
