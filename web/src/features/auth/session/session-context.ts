import { createContext } from 'react';
import type { SessionUser } from './token.ts';

export interface Session {
  user: SessionUser | null;
  isSignedIn: boolean;
  /** Stores a token the API just issued; throws the session layer's message if it is unusable. */
  signIn: (token: string) => SessionUser;
  /** Removes the token, forgets the user and drops every cached answer. */
  signOut: () => void;
}

export const SessionContext = createContext<Session | null>(null);

/** The session layer's own failure message (spec 000 section 8). */
export const SESSION_SIGN_IN_FAILED = 'Login failed. Please check your credentials and try again.';
