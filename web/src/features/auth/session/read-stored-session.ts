import { clearStoredToken, readStoredToken } from '../../../lib/token-storage.ts';
import { sessionUserFromToken, type SessionUser } from './token.ts';

/**
 * The start-up check (spec 000 section 4): signed in only if the stored token decodes and has
 * not expired; any other token is removed so later calls do not send it.
 */
export const readStoredSession = (): SessionUser | null => {
  const token = readStoredToken();
  if (token === null) return null;
  const user = sessionUserFromToken(token);
  if (!user) clearStoredToken();
  return user;
};
