import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { onSessionExpired } from '../../../lib/session-expiry.ts';
import { clearStoredToken, storeToken } from '../../../lib/token-storage.ts';
import { readStoredSession } from './read-stored-session.ts';
import { SESSION_SIGN_IN_FAILED, SessionContext, type Session } from './session-context.ts';
import { sessionUserFromToken, type SessionUser } from './token.ts';

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // Read once, on start: expiry is not re-checked while the app runs (spec 000 section 4).
  const [user, setUser] = useState<SessionUser | null>(readStoredSession);

  const signIn = useCallback((token: string): SessionUser => {
    const next = sessionUserFromToken(token);
    if (!next) throw new Error(SESSION_SIGN_IN_FAILED);
    storeToken(token);
    setUser(next);
    return next;
  }, []);

  const signOut = useCallback(() => {
    clearStoredToken();
    // The next user of this browser must not see the previous user's cached data.
    queryClient.clear();
    setUser(null);
  }, [queryClient]);

  // The API rejected our token (expired or revoked): the client has already removed it.
  useEffect(() => onSessionExpired(signOut), [signOut]);

  const session = useMemo<Session>(
    () => ({ user, isSignedIn: user !== null, signIn, signOut }),
    [user, signIn, signOut],
  );

  return <SessionContext value={session}>{children}</SessionContext>;
}
