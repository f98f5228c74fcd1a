import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { readStoredToken } from '../lib/token-storage.ts';

/**
 * The route guard already sends signed-out visitors to /login; some screens also name what a
 * signed-out visitor would miss (spec 000 section 2: 'Please log in to view settings.'), for
 * the moment the session disappears under an open screen (another tab signed out, say).
 */
export function SignedInOnly({ message, children }: { message: string; children: ReactNode }) {
  if (!readStoredToken()) return <Alert severity="info">{message}</Alert>;
  return children;
}
