import { conflict, STALE_WRITE } from '../errors.ts';

/**
 * Writing entities together with the digest shards they change (digest.ts), under optimistic
 * concurrency: the read, plan and commit loop. The store (a port) reads shards and commits one
 * transaction; what the entity items are is the caller's, opaque here.
 */

export interface ShardRef<E extends string = string> {
  entity: E;
  shard: number;
}

export interface ShardState<E extends string = string> extends ShardRef<E> {
  /** 0: the shard does not exist yet. */
  version: number;
  lines: string[];
}

export interface DigestWrite<I> {
  /** The entity items to write with the shards, each able to refuse. */
  items: I[];
  /** Per shard read, its new lines, or null to leave it as is but require its version unchanged. */
  lines: (string[] | null)[];
}

export interface DigestCommit<E extends string, I> {
  shards: ShardRef<E>[];
  build(states: ShardState<E>[]): DigestWrite<I> | Promise<DigestWrite<I>>;
}

export interface DigestStore<E extends string, I> {
  readShards(companyId: number, refs: readonly ShardRef<E>[]): Promise<ShardState<E>[]>;
  /**
   * One transaction: the items and every shard read, each shard still at the version read.
   * 'retry' when a race was lost (a shard changed, an item refused as 'retry'); 'done' when it
   * was written or an item's refusal says it already was.
   */
  commit(companyId: number, states: ShardState<E>[], write: DigestWrite<I>): Promise<'done' | 'retry'>;
}

export const MAX_DIGEST_ATTEMPTS = 12;

const jitter = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(400, 10 * 2 ** attempt)));

/**
 * Plans and commits until a commit holds: each attempt starts over from `prepare`, which
 * re-reads whatever the write depends on, then reads the shards and builds the write from them.
 * An empty write is done without a transaction. After MAX_DIGEST_ATTEMPTS lost races, 409.
 */
export const commitWithDigest = async <E extends string, I>(
  store: DigestStore<E, I>,
  companyId: number,
  prepare: () => Promise<DigestCommit<E, I>>,
  pause: (attempt: number) => Promise<unknown> = jitter,
): Promise<void> => {
  for (let attempt = 0; attempt < MAX_DIGEST_ATTEMPTS; attempt++) {
    if (attempt > 0) await pause(attempt);
    const commit = await prepare();
    const states = await store.readShards(companyId, commit.shards);
    const write = await commit.build(states);
    if (write.items.length === 0 && write.lines.every((l) => l === null)) return;
    if ((await store.commit(companyId, states, write)) === 'done') return;
  }
  throw conflict(STALE_WRITE);
};
