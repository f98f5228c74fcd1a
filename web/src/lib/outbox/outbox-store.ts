import type { UnknownLot } from '@bp/shared/contracts/unknown-lots.ts';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import {
  afterTry,
  mayDiscard,
  newEntry,
  nextToSend,
  type OutboxEntry,
  outcomeForEntry,
  prunable,
  retryAfterEdit,
  withRefusedLots,
} from './outbox-rules.ts';

/**
 * The outbox kept in IndexedDB (issue 23): one object store of entries keyed by `seq`, so a
 * photo's blob, a receipt's rows and the order survive a closed tab or a dead battery. Every
 * change is read-modify-write inside one readwrite transaction, so two tabs never lose each
 * other's entries. The rules are outbox-rules.ts's.
 */
interface OutboxDb extends DBSchema {
  entries: { key: number; value: OutboxEntry };
}

const DB_NAME = 'batchpath-outbox';

export const openOutbox = (name = DB_NAME): Promise<IDBPDatabase<OutboxDb>> =>
  openDB<OutboxDb>(name, 1, {
    upgrade(db) {
      db.createObjectStore('entries', { keyPath: 'seq' });
    },
  });

/**
 * What a try answered: an HTTP status and message, or null status for a network failure; and
 * the lots a 409 named as never received (the fix asks about them).
 */
export type SendAnswer = { status: number | null; message: string; unknownLots?: readonly UnknownLot[] };

/** Sends one entry; with `token`, its requests carry that session token, not the stored one. */
export type Sender = (entry: OutboxEntry, token?: string) => Promise<SendAnswer>;

export const createOutboxStore = (db: IDBPDatabase<OutboxDb>) => {
  const all = () => db.getAll('entries');

  return {
    all,
    /**
     * Queues an entry last in the order; answers it (with its seq). `attempts` 1 for a request
     * already sent once whose answer was lost (the replay rules then know it may have landed);
     * `lostTryKeyed` when that try carried the entry's client id as its Idempotency-Key.
     */
    async add(
      fields: Pick<OutboxEntry, 'clientId' | 'kind' | 'userId' | 'companyId' | 'payload'> & {
        attempts?: number;
        lostTryKeyed?: boolean;
      },
      deviceTime = new Date(),
    ) {
      const { attempts = 0, lostTryKeyed = false, ...rest } = fields;
      const tx = db.transaction('entries', 'readwrite');
      const entry = {
        ...newEntry(await tx.store.getAll(), rest, deviceTime),
        attempts,
        ...(attempts > 0 && !lostTryKeyed ? { keyedTries: false } : {}),
      };
      await tx.store.add(entry);
      await tx.done;
      return entry;
    },
    /**
     * Sends the signed-in user's entries in order, one at a time, until one cannot go (backoff,
     * conflict, network): the online event, app start and "Sync now" (`force`) call this. The
     * entry is written back after each try, so a crash mid-way leaves at worst one entry to
     * replay under the same client id (the server's Idempotency-Key makes that harmless).
     */
    async sync(
      userId: number | null,
      send: Sender,
      now: () => number = Date.now,
      force = false,
      /**
       * Before each send, the token of the entry's own user, which its requests then carry
       * whatever is stored meanwhile; null stops the sync, the entry untouched (another user's
       * session is stored). Left out, requests carry the stored token.
       */
      tokenFor?: (entry: OutboxEntry) => string | null,
    ) {
      const tried: OutboxEntry[] = [];
      for (;;) {
        const next = nextToSend(await all(), userId, now(), force && tried.length === 0);
        if (!next || tried.some((t) => t.seq === next.seq)) return tried;
        const token = tokenFor ? tokenFor(next) : undefined;
        if (token === null) return tried;
        // Marked before it goes: a page that dies before the answer is written back replays it as tried.
        const going = { ...next, sentBefore: true };
        await db.put('entries', going);
        let answer: SendAnswer;
        try {
          answer = await send(going, token);
        } catch (error) {
          answer = { status: null, message: error instanceof Error ? error.message : 'No network' };
        }
        // Judged by what was known before this try: only an earlier try may have landed.
        const after = withRefusedLots(
          afterTry(going, outcomeForEntry(next, answer.status, answer.message), now()),
          answer.unknownLots,
        );
        await db.put('entries', after);
        tried.push(after);
        if (after.status !== 'sent') return tried;
      }
    },
    /** Removes the sent entries past the newest few (outbox-rules.ts `prunable`). */
    async pruneSent() {
      const tx = db.transaction('entries', 'readwrite');
      for (const seq of prunable(await tx.store.getAll())) await tx.store.delete(seq);
      await tx.done;
    },
    async retryAfterEdit(seq: number, payload: unknown, newClientId: string, userId: number) {
      const tx = db.transaction('entries', 'readwrite');
      const entry = await tx.store.get(seq);
      if (!entry) throw new Error('This entry is no longer in the outbox');
      await tx.store.put(retryAfterEdit(entry, payload, newClientId, userId));
      await tx.done;
    },
    /**
     * Removes the user's refused entries that `done` says were fulfilled another way (a submit
     * made on the submission's own screen after "Open to fix"); answers how many.
     */
    async discardFulfilled(userId: number, done: (entry: OutboxEntry) => boolean) {
      const tx = db.transaction('entries', 'readwrite');
      const gone = (await tx.store.getAll()).filter((e) => mayDiscard(e, userId) && done(e));
      for (const entry of gone) await tx.store.delete(entry.seq);
      await tx.done;
      return gone.length;
    },
    /** Removes a refused entry on its user's word; anything else is refused. */
    async discard(seq: number, userId: number) {
      const tx = db.transaction('entries', 'readwrite');
      const entry = await tx.store.get(seq);
      if (!entry || !mayDiscard(entry, userId))
        throw new Error('Only a refused entry of your own can be discarded');
      await tx.store.delete(seq);
      await tx.done;
    },
  };
};
