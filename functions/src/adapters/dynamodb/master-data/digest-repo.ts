import type { ItemKey } from '@bp/shared/table/schema.ts';
import { DIGEST_SHARDS } from '../../../core/master-data/digest.ts';
import type { EntityName } from './records/collections.ts';
import { digestShardKey, shardFields, shardLines, shardVersion } from './records/digest-shard.ts';
import { conflict } from '../../../core/errors.ts';
import {
  absent,
  batchGetItems,
  check,
  equals,
  keyId,
  STALE_WRITE,
  transactOnce,
  update,
  type Write,
} from '../kit/index.ts';

export interface ShardRef {
  entity: EntityName;
  shard: number;
}

export interface ShardState extends ShardRef {
  /** 0: the shard item does not exist yet. */
  version: number;
  lines: string[];
}

export interface DigestWrite {
  /** The entity items (puts, updates, condition checks), each with its refusal. */
  items: Write[];
  /** Per shard read, its new lines, or null to leave it as is but require its version unchanged. */
  lines: (string[] | null)[];
}

export interface DigestCommit {
  shards: ShardRef[];
  build(states: ShardState[]): DigestWrite | Promise<DigestWrite>;
}

export { STALE_WRITE };

const MAX_ATTEMPTS = 12;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const stateOf = (ref: ShardRef, item: Record<string, unknown> | undefined): ShardState => ({
  ...ref,
  version: shardVersion(item),
  lines: shardLines(item),
});

export const allShards = (entity: EntityName): ShardRef[] =>
  Array.from({ length: DIGEST_SHARDS }, (_, shard) => ({ entity, shard }));

const readShards = async (companyId: number, refs: readonly ShardRef[]): Promise<ShardState[]> => {
  const keys = refs.map((r) => digestShardKey(companyId, r.entity, r.shard));
  const items = await batchGetItems(keys, true);
  const byKey = new Map(items.map((item) => [keyId(item as unknown as ItemKey), item]));
  return refs.map((ref, i) => stateOf(ref, byKey.get(keyId(keys[i] as ItemKey))));
};

/** The shard as read, or rewritten with `lines`; either way a changed shard makes this a lost race. */
const shardWrite = (companyId: number, state: ShardState, lines: string[] | null): Write => {
  const key = digestShardKey(companyId, state.entity, state.shard);
  const condition = state.version === 0 ? absent() : equals('version', state.version);
  if (lines === null) return check(key, condition, 'retry');
  return update(key, { set: shardFields(lines, state.version + 1) }, { condition, refusal: 'retry' });
};

/**
 * Writes entity items together with the digest shards they change, in one transaction, under
 * optimistic concurrency: each shard must still have the version read. A lost race (a shard
 * changed, a transaction conflict, or a write whose refusal is 'retry') starts over from
 * `prepare`, which re-reads whatever the write depends on. A write refused as 'applied' (an
 * import batch's marker) ends it as done.
 */
export const commitWithDigest = async (
  companyId: number,
  prepare: () => Promise<DigestCommit>,
): Promise<void> => {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    if (attempt > 0) await sleep(Math.random() * Math.min(400, 10 * 2 ** attempt));
    const commit = await prepare();
    const states = await readShards(companyId, commit.shards);
    const write = await commit.build(states);
    if (write.items.length === 0 && write.lines.every((l) => l === null)) return;
    const outcome = await transactOnce([
      ...write.items,
      ...states.map((s, i) => shardWrite(companyId, s, write.lines[i] ?? null)),
    ]);
    if (outcome !== 'retry') return;
  }
  throw conflict(STALE_WRITE);
};
