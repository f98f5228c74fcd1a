import { createContext, useContext } from 'react';

/**
 * Who fills the outbox now: the signed-in user and company (the app's layout provides it from
 * the session). Entries are filed under it and only its entries are sent (issue 23).
 */
export interface OutboxOwner {
  userId: number;
  companyId: number;
}

export const OutboxOwnerContext = createContext<OutboxOwner | null>(null);

/** Null when nobody is signed in or the token names no user: nothing is queued or sent then. */
export const useOutboxOwner = (): OutboxOwner | null => useContext(OutboxOwnerContext);
