import type { UnknownLot } from '@bp/shared/contracts/unknown-lots.ts';

/**
 * The outbox's rules (issue 23), pure: what is sent next, what an answer does to an entry, how a
 * conflict is resolved. The IndexedDB store and the sender are adapters over these; nothing
 * here touches the network or storage, so every rule is unit-tested.
 *
 * Order is a correctness rule, not a nicety: a receipt must land before the production run that
 * uses its lot. So a user's entries go one at a time in the order they were made, and an entry
 * that cannot go yet (backing off, or refused and waiting for the user) holds those behind it.
 */

export type OutboxStatus = 'pending' | 'sent' | 'conflict' | 'failed';
export type OutboxKind = 'upload' | 'manual' | 'submit' | 'adjust';

export interface OutboxEntry {
  /** Sent as the Idempotency-Key: a replay of the same entry is the same request to the server. */
  clientId: string;
  kind: OutboxKind;
  /** The user who filled it: only they send it (a shared phone, another sign-in). */
  userId: number;
  companyId: number;
  /** Device time when it was made (the phone's clock, shown as is). */
  createdAt: string;
  /** Creation order on this device: the order entries are sent in. */
  seq: number;
  status: OutboxStatus;
  /** Why it is not sent: the server's message (conflict, failed) or the last network error. */
  reason: string | null;
  attempts: number;
  /**
   * Written before a send goes out: if the page dies before the answer is written back (a
   * reload, a crash), the next try knows this request may already have landed.
   */
  sentBefore?: boolean;
  /**
   * Every try of it carried its client id, which submit honours as an Idempotency-Key (true for
   * entries made since): a replay is then answered by the key, and "already submitted" means
   * somebody else's submit. False when the request first went without it (a submit sent online
   * before the screens sent keys, its answer lost); absent on entries stored before submit
   * honoured keys.
   */
  keyedTries?: boolean;
  /** Epoch ms before which a pending entry is not tried again (backoff). */
  notBefore: number;
  /** What the sender needs (the file blob, the rows, ...); opaque to the rules. */
  payload: unknown;
  /**
   * A conflict's lots never received or produced (the server's 409 with unknown_lots): the fix
   * asks "use it anyway?" for each before the entry goes again, as the online form does.
   */
  refusedLots?: readonly UnknownLot[];
}

/** How a try went, as the sender classifies the answer (`outcomeOf`). */
export type SendOutcome =
  | { type: 'sent' }
  | { type: 'refused'; message: string }
  | { type: 'retry'; message: string };

/** After this many tries an entry is marked failed (still kept, still retried on "Sync now"). */
export const MAX_AUTOMATIC_ATTEMPTS = 8;
const BASE_DELAY_MS = 2_000;
const MAX_DELAY_MS = 5 * 60_000;

/** Exponential backoff: 2 s, 4 s, 8 s, ... at most 5 minutes. */
export const backoffMs = (attempts: number): number =>
  Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1));

/**
 * An HTTP answer (status, message) or a network error (status null) as an outcome. Any 2xx is
 * sent. A 4xx is the server refusing this content (a held lot, an invalid row): a conflict for
 * the user, never dropped. But 401 (session expired), 408 and 429 say nothing about the
 * content: they, 5xx and a network error stay pending and are tried again later.
 */
export const outcomeOf = (status: number | null, message: string): SendOutcome => {
  if (status !== null && status >= 200 && status < 300) return { type: 'sent' };
  if (status !== null && status >= 400 && status < 500 && ![401, 408, 429].includes(status))
    return { type: 'refused', message: message || `Refused by the server (${status})` };
  return { type: 'retry', message: message || (status === null ? 'No network' : `Server error (${status})`) };
};

const byOrder = (a: OutboxEntry, b: OutboxEntry) => a.seq - b.seq;

/** Entries that are not yet sent (what the app bar counts), of every user. */
export const unsent = (entries: readonly OutboxEntry[]): OutboxEntry[] =>
  entries.filter((e) => e.status !== 'sent').sort(byOrder);

/** Why an entry is not being sent now, for the Outbox screen; null when it is (or will be). */
export const heldBecause = (
  entry: OutboxEntry,
  entries: readonly OutboxEntry[],
  userId: number | null,
): string | null => {
  if (entry.status === 'sent') return null;
  if (userId === null) return 'Sign in to send';
  if (entry.userId !== userId) return 'Belongs to another user: sent only when they sign in';
  if (entry.status === 'conflict') return null;
  const blocker = unsent(entries).find(
    (e) => e.userId === userId && e.seq < entry.seq && (e.status === 'conflict' || e.status === 'failed'),
  );
  if (!blocker) return null;
  // A failed entry holds the queue as a conflict does (nextToSend), though only until "Sync now".
  return blocker.status === 'conflict'
    ? 'Waiting: an earlier entry needs your attention'
    : 'Waiting: an earlier entry failed; Sync now tries it again';
};

/**
 * The one entry to send now for the signed-in user, or null: the user's first unsent entry in
 * order, if it may go (pending or failed, its backoff over, or `force` for "Sync now"). A
 * conflict first in line holds the rest until the user resolves it. Another user's entries are
 * never chosen.
 */
export const nextToSend = (
  entries: readonly OutboxEntry[],
  userId: number | null,
  now: number,
  force = false,
): OutboxEntry | null => {
  if (userId === null) return null;
  const first = unsent(entries).find((e) => e.userId === userId);
  if (!first || first.status === 'conflict') return null;
  if (first.status === 'failed' && !force) return null;
  if (!force && first.notBefore > now) return null;
  return first;
};

/** The entry after a try. */
export const afterTry = (entry: OutboxEntry, outcome: SendOutcome, now: number): OutboxEntry => {
  if (outcome.type === 'sent') return { ...entry, status: 'sent', reason: null, notBefore: 0 };
  if (outcome.type === 'refused')
    return { ...entry, status: 'conflict', reason: outcome.message, notBefore: 0 };
  const attempts = entry.attempts + 1;
  return {
    ...entry,
    status: attempts >= MAX_AUTOMATIC_ATTEMPTS ? 'failed' : 'pending',
    reason: outcome.message,
    attempts,
    notBefore: now + backoffMs(attempts),
  };
};

/** The entry after a try whose answer named lots never received: kept on a conflict, dropped otherwise. */
export const withRefusedLots = (entry: OutboxEntry, lots: readonly UnknownLot[] | undefined): OutboxEntry => {
  const { refusedLots: _earlier, ...rest } = entry;
  return entry.status === 'conflict' && lots && lots.length > 0 ? { ...rest, refusedLots: lots } : rest;
};

/**
 * "Retry after edit": the conflict's content changed, so it is a new request with a new client
 * id (the old key with another body is refused by the server as a reused key), kept in its place
 * in the order. Only its own user may resolve it.
 */
export const retryAfterEdit = (
  entry: OutboxEntry,
  payload: unknown,
  newClientId: string,
  userId: number,
): OutboxEntry => {
  if (entry.userId !== userId) throw new Error('Only the user who made this entry can change it');
  if (entry.status !== 'conflict' && entry.status !== 'failed')
    throw new Error('Only a refused entry is edited');
  const { refusedLots: _answered, ...rest } = entry;
  return {
    ...rest,
    payload,
    clientId: newClientId,
    keyedTries: true,
    status: 'pending',
    reason: null,
    attempts: 0,
    sentBefore: false,
    notBefore: 0,
  };
};

/** "Discard": only a conflict or a failure, only by its user, and only on purpose. */
export const mayDiscard = (entry: OutboxEntry, userId: number | null): boolean =>
  entry.userId === userId && (entry.status === 'conflict' || entry.status === 'failed');

/** The app bar's figure: the signed-in user's entries not yet sent ("Saved" is never shown for these). */
export const unsentCount = (entries: readonly OutboxEntry[], userId: number | null): number =>
  userId === null ? 0 : unsent(entries).filter((e) => e.userId === userId).length;

/** Sent entries kept for the screen's record; older ones (and their photos) leave the device. */
export const KEEP_SENT = 20;

/**
 * The sent entries to remove: all but the newest KEEP_SENT. A sent entry is only a record (its
 * request has landed), yet it holds its payload, a photo's blob included, and every refresh
 * reads them all: without a bound a shift's photos would fill the phone's storage.
 */
export const prunable = (entries: readonly OutboxEntry[]): number[] =>
  entries
    .filter((e) => e.status === 'sent')
    .sort((a, b) => b.seq - a.seq)
    .slice(KEEP_SENT)
    .map((e) => e.seq);

/** A new entry, last in the order. */
export const newEntry = (
  entries: readonly OutboxEntry[],
  fields: Pick<OutboxEntry, 'clientId' | 'kind' | 'userId' | 'companyId' | 'payload'>,
  deviceTime: Date,
): OutboxEntry => ({
  ...fields,
  createdAt: deviceTime.toISOString(),
  seq: entries.reduce((max, e) => Math.max(max, e.seq), 0) + 1,
  status: 'pending',
  reason: null,
  attempts: 0,
  keyedTries: true,
  notBefore: 0,
});

/**
 * An answer for this entry. A submit's replay under its key is answered by the server with the
 * first answer (200), so a 409 "... was already submitted" to an entry all of whose tries carried
 * the key is somebody else's submit: a conflict for the user. Only an entry whose earlier try
 * went without the key (stored before the screens' online submit carried one) takes that 409, when it was tried before, as its own first try having landed.
 */
export const outcomeForEntry = (entry: OutboxEntry, status: number | null, message: string): SendOutcome => {
  const landedBefore =
    (entry.kind === 'submit' || entry.kind === 'manual') &&
    entry.keyedTries !== true &&
    (entry.attempts > 0 || entry.sentBefore === true) &&
    status === 409 &&
    /already submitted/i.test(message);
  return landedBefore ? { type: 'sent' } : outcomeOf(status, message);
};
