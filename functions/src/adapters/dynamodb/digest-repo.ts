import { tenantKeys } from '@bp/shared/table/schema.ts';
import { DIGEST_SHARDS, splitLines } from '../../core/master-data/digest.ts';
import type { EntityName } from '../../core/master-data/records.ts';
import { conflict } from '../../core/errors.ts';
import { batchGetItems } from './batch-get.ts';
import { tableName } from './client.ts';
import { type TransactItem, tryTransact } from './transact-outcome.ts';

export interface ShardRef {
  entity: EntityName;
  shard: number;
}

export interface ShardState extends ShardRef {
  /** 0: the shard item does not exist yet. */
  version: number;
  lines: string[];
}

/** Returned by onConditionFailed when the failed condition means "lost a race: read again and retry". */
export const RETRY = Symbol('retry');

export interface DigestWrite {
  /** The entity items (puts, updates, condition checks); onConditionFailed gets indexes into this list. */
  items: TransactItem[];
  /** Per shard read, its new lines, or null to leave it as is but require its version unchanged. */
  lines: (string[] | null)[];
}

export interface DigestCommit {
  shards: ShardRef[];
  build(states: ShardState[]): DigestWrite | Promise<DigestWrite>;
  onConditionFailed(index: number): Error | typeof RETRY;
}

export const STALE_WRITE = 'The data changed while it was being saved; please try again';

const MAX_ATTEMPTS = 12;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const stateOf = (ref: ShardRef, item: Record<string, unknown> | undefined): ShardState => ({
  ...ref,
  version: typeof item?.version === 'number' ? item.version : 0,
  lines: splitLines(typeof item?.entries === 'string' ? item.entries : undefined),
});

export const allShards = (entity: EntityName): ShardRef[] =>
  Array.from({ length: DIGEST_SHARDS }, (_, shard) => ({ entity, shard }));

const readShards = async (companyId: number, refs: readonly ShardRef[]): Promise<ShardState[]> => {
  const keys = refs.map((r) => tenantKeys.digestShard(companyId, r.entity, r.shard));
  const items = await batchGetItems(keys, true);
  const byKey = new Map(items.map((item) => [`${String(item.pk)}\n${String(item.sk)}`, item]));
  return refs.map((ref, i) => stateOf(ref, byKey.get(`${keys[i]?.pk}\n${keys[i]?.sk}`)));
};

const shardItem = (companyId: number, state: ShardState, lines: string[] | null): TransactItem => {
  const Key = tenantKeys.digestShard(companyId, state.entity, state.shard);
  const condition =
    state.version === 0
      ? { ConditionExpression: 'attribute_not_exists(pk)' }
      : { ConditionExpression: '#v = :v0', ExpressionAttributeValues: { ':v0': state.version } };
  if (lines === null) {
    return {
      ConditionCheck: {
        TableName: tableName(),
        Key,
        ...condition,
        ...(state.version === 0 ? {} : { ExpressionAttributeNames: { '#v': 'version' } }),
      },
    };
  }
  return {
    Update: {
      TableName: tableName(),
      Key,
      UpdateExpression: 'SET #e = :e, #v = :v1, #t = :t',
      ConditionExpression: condition.ConditionExpression,
      ExpressionAttributeNames: { '#e': 'entries', '#v': 'version', '#t': 'type' },
      ExpressionAttributeValues: {
        ...(condition.ExpressionAttributeValues ?? {}),
        ':e': lines.join('\n'),
        ':v1': state.version + 1,
        ':t': 'digest',
      },
    },
  };
};

/**
 * Writes entity items together with the digest shards they change, in one transaction, under
 * optimistic concurrency: each shard must still have the version read. A lost race (a shard
 * changed, a transaction conflict, or a condition the caller maps to RETRY) starts over from
 * `prepare`, which re-reads whatever the write depends on.
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
    const items = [...write.items, ...states.map((s, i) => shardItem(companyId, s, write.lines[i] ?? null))];
    if (write.items.length === 0 && write.lines.every((l) => l === null)) return;
    const outcome = await tryTransact(items);
    if (outcome.ok) return;
    const { reasons } = outcome;
    const shardFailed = reasons.slice(write.items.length).some((r) => r === 'ConditionalCheckFailed');
    if (shardFailed || reasons.includes('TransactionConflict')) continue;
    const index = reasons.findIndex((r) => r === 'ConditionalCheckFailed');
    if (index < 0) throw new Error(`Transaction cancelled: ${reasons.join(', ')}`);
    const error = commit.onConditionFailed(index);
    if (error !== RETRY) throw error;
  }
  throw conflict(STALE_WRITE);
};
