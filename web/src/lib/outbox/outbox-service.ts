import { nextToSend, type OutboxEntry } from './outbox-rules.ts';
import { createOutboxStore, openOutbox } from './outbox-store.ts';
import type { SubmitPayload, UploadPayload } from './outbox-payloads.ts';
import { sendEntry } from './outbox-sender.ts';

/**
 * The page's one outbox: the IndexedDB store, a copy of its entries for the screens (React
 * reads it with useSyncExternalStore), and the sync loop. One sync runs at a time (a second
 * request while one runs makes it run once more after), so two triggers never send the same
 * entry at once. After a try that must wait (backoff), a timer calls it again when it may go.
 */
type Store = ReturnType<typeof createOutboxStore>;
type NewFields = Pick<OutboxEntry, 'kind' | 'userId' | 'companyId' | 'payload'> & {
  clientId?: string;
  /** 1 when this very request was sent once and its answer lost. */
  attempts?: number;
  /** That lost try carried `clientId` as its Idempotency-Key (the screens' online submit does). */
  lostTryKeyed?: boolean;
};

let opened: Promise<Store> | null = null;
const store = () => (opened ??= openOutbox().then(createOutboxStore));

let entries: readonly OutboxEntry[] = [];
let loaded = false;
const listeners = new Set<() => void>();
const refresh = async () => {
  entries = await (await store()).all();
  loaded = true;
  for (const listener of listeners) listener();
};

let running: Promise<void> | null = null;
let again: { userId: number | null; force: boolean } | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

const scheduleNext = (userId: number | null) => {
  clearTimeout(timer);
  const first = entries
    .filter((e) => e.userId === userId && e.status === 'pending')
    .sort((a, b) => a.seq - b.seq)[0];
  if (!first || first.notBefore <= Date.now()) return;
  timer = setTimeout(() => void outbox.sync(userId), first.notBefore - Date.now());
};

/**
 * Who the credentials the requests carry belong to now (the stored token's user). Another tab
 * may sign in as someone else while this one still shows the last user: an entry goes only
 * while the token sent with it is its own user's.
 */
/** The stored session: its user and token (lib/ reads no session itself; the app says how). */
let credentialsOf: () => { userId: number; token: string } | null = () => null;

const syncStore = async (userId: number | null, force: boolean) => {
  const outboxStore = await store();
  const tried = await outboxStore.sync(userId, sendEntry, Date.now, force, (e) => {
    const stored = credentialsOf();
    return stored?.userId === e.userId ? stored.token : null;
  });
  if (tried.some((e) => e.status === 'sent')) await outboxStore.pruneSent();
};

/**
 * One sync at a time across the tabs of this browser (Web Locks): every open tab hears the
 * `online` event, and without it each sent every entry (a photo over poor Wi-Fi twice). The
 * store reads the entries afresh once it holds the lock, so a second tab finds them sent.
 * Browsers without Web Locks sync per tab; the server's Idempotency-Key keeps that correct.
 */
const SYNC_LOCK = 'batchpath-outbox-sync';
const acrossTabs = (run: () => Promise<void>): Promise<void> =>
  typeof navigator.locks?.request === 'function' ? navigator.locks.request(SYNC_LOCK, run) : run();

const runSync = async (userId: number | null, force: boolean) => {
  try {
    // Offline, a try would only spend one of the entry's automatic tries; the online event syncs.
    if (!navigator.onLine) return;
    await acrossTabs(() => syncStore(userId, force));
  } finally {
    await refresh();
    scheduleNext(userId);
  }
};

/** 128 random bits as hex; getRandomValues works outside secure contexts too (randomUUID does not). */
export const newClientId = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

export const outbox = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  entries: () => entries,
  /** The app tells whose token the requests carry (lib/ reads no session itself). */
  setCredentialsOf(read: () => { userId: number; token: string } | null) {
    credentialsOf = read;
  },
  /** Whether the entries were read from IndexedDB yet (before that the list is empty). */
  isLoaded: () => loaded,
  refresh,
  /** Keeps an entry on this device, last in the order; it is sent by the next sync. */
  async queue(fields: NewFields): Promise<OutboxEntry> {
    const entry = await (await store()).add({ ...fields, clientId: fields.clientId ?? newClientId() });
    await refresh();
    // Queued after a lost answer with the network still up: it goes now (offline: on return).
    void outbox.sync(fields.userId);
    return entry;
  },
  /**
   * Sends the user's entries in order (app start, the online event, "Sync now" with `force`).
   * Nothing is sent for nobody, nor for anyone but `userId`.
   */
  async sync(userId: number | null, force = false): Promise<void> {
    if (running) {
      again = { userId, force: force || (again?.force ?? false) };
      return running;
    }
    running = (async () => {
      let next: { userId: number | null; force: boolean } | null = { userId, force };
      while (next) {
        again = null;
        await runSync(next.userId, next.force).catch((error: unknown) => console.error(error));
        next = again;
      }
    })().finally(() => {
      running = null;
    });
    return running;
  },
  /** Whether a sync now would send something (the button's state). */
  canSend: (userId: number | null) => nextToSend(entries, userId, Date.now(), true) !== null,
  /**
   * The submission was submitted on its own screen (online): a refused queued submit of it is
   * fulfilled, so it leaves the outbox instead of holding the entries behind it; they go now.
   */
  async submittedOnScreen(submissionId: number, userId: number) {
    const isIt = (e: OutboxEntry) =>
      e.kind === 'submit' && (e.payload as SubmitPayload).body.submission_id === submissionId;
    if (!entries.some(isIt)) return;
    const gone = await (await store()).discardFulfilled(userId, isIt);
    await refresh();
    if (gone > 0) void outbox.sync(userId);
  },
  async discard(seq: number, userId: number) {
    await (await store()).discard(seq, userId);
    await refresh();
  },
  /**
   * A fixed entry goes again under a new key (the server refuses a used key with another body),
   * but for a manual entry: its key names the empty manual-new, which then answers the same
   * submission, and the fixed rows go by submit; so no second, empty submission is left.
   */
  /**
   * A refused upload sent again with the user's word that the file is meant to go in again (the
   * server's same-file refusal), in its place in the order and under a new key.
   */
  async uploadAnyway(seq: number, userId: number) {
    const entry = entries.find((e) => e.seq === seq);
    if (entry?.kind !== 'upload' || entry.status !== 'conflict') return;
    await outbox.retryAfterEdit(seq, { ...(entry.payload as UploadPayload), confirm: true }, userId);
  },
  async retryAfterEdit(seq: number, payload: unknown, userId: number) {
    const current = entries.find((e) => e.seq === seq);
    const key = current?.kind === 'manual' ? current.clientId : newClientId();
    await (await store()).retryAfterEdit(seq, payload, key, userId);
    await refresh();
    void outbox.sync(userId);
  },
};
