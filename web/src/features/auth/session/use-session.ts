import { use } from 'react';
import { SessionContext, type Session } from './session-context.ts';

export const useSession = (): Session => {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
};
