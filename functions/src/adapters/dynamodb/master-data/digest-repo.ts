import type { ItemKey } from '@bp/shared/table/schema.ts';
import { DIGEST_SHARDS } from '../../../core/master-data/digest.ts';
import type { EntityName } from './records/collections.ts';
import { digestShardKey, shardFields, shardLines, shardVersion } from './records/digest-shard.ts';
import {
  commitWithDigest as commitDigest,
  type DigestCommit as CoreDigestCommit,
  type DigestStore,
  type ShardRef as CoreShardRef,
  type ShardState as CoreShardState,
} from '../../../core/master-data/digest-commit.ts';
import {
  absent,
  batchGetItems,
  check,
  equals,
  keyId,
  transactOnce,
  update,
  type Write,
} from '../kit/index.ts';

export type ShardRef = CoreShardRef<EntityName>;
export type ShardState = CoreShardState<EntityName>;
export type DigestCommit = CoreDigestCommit<EntityName, Write>;

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

/** The digest's shard items in DynamoDB; each commit is one TransactWriteItems call. */
const store: DigestStore<EntityName, Write> = {
  readShards,
  commit: async (companyId, states, write) => {
    const outcome = await transactOnce([
      ...write.items,
      ...states.map((s, i) => shardWrite(companyId, s, write.lines[i] ?? null)),
    ]);
    return outcome === 'retry' ? 'retry' : 'done';
  },
};

/**
 * Writes entity items together with the digest shards they change (core/master-data/digest-commit.ts).
 * A write refused as 'applied' (an import batch's marker) ends it as done.
 */
export const commitWithDigest = (companyId: number, prepare: () => Promise<DigestCommit>): Promise<void> =>
  commitDigest(store, companyId, prepare);
