import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { unsentCount } from './outbox-rules.ts';
import { useOutboxOwner } from './outbox-owner.ts';
import { outbox } from './outbox-service.ts';

/** The outbox's entries (every user's on this device: the screen says whose) and the owner's figure. */
export const useOutbox = () => {
  const owner = useOutboxOwner();
  const userId = owner?.userId ?? null;
  const entries = useSyncExternalStore(outbox.subscribe, outbox.entries);
  useEffect(() => {
    void outbox.refresh();
  }, []);
  return {
    entries,
    loaded: outbox.isLoaded(),
    userId,
    companyId: owner?.companyId ?? null,
    unsent: unsentCount(entries, userId),
    syncNow: useCallback(() => outbox.sync(userId, true), [userId]),
  };
};

/**
 * The sync triggers (issue 23): app start (the signed-in layout mounts this), the browser's
 * `online` event, and a sign-in of another user (their entries, never the last user's).
 */
export const useOutboxTriggers = (userId: number | null) => {
  useEffect(() => {
    if (userId === null) return undefined;
    void outbox.refresh().then(() => outbox.sync(userId));
    // The network is back: even an entry that ran out of automatic tries is tried once more.
    const online = () => void outbox.sync(userId, true);
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [userId]);
};

const subscribeOnline = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** Whether the browser says it has a network (re-rendered on online / offline). */
export const useOnline = () => useSyncExternalStore(subscribeOnline, () => navigator.onLine);
