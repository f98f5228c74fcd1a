import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { importMessages } from '@bp/shared/contracts/csv-import.ts';
import { tenantKeys } from '@bp/shared/table/schema.ts';
import { replaceLines, shardOf } from '../../core/master-data/digest.ts';
import type { ImportRecord, ImportStore } from '../../core/master-data/run-import.ts';
import { textKey } from '../../core/master-data/text-key.ts';
import { conflict } from '../../lib/errors.ts';
import { documentClient, tableName } from './client.ts';
import { type ShardState, commitWithDigest } from './digest-repo.ts';
import type { EntitySpec, Guard } from './entity-store.ts';
import { reserveIds } from './id-block.ts';
import type { TransactItem } from './transact-outcome.ts';

/** Import records and batch markers expire after a week; a re-sent file is then checked afresh. */
const KEEP_SECONDS = 7 * 24 * 3600;
const MAX_TRANSACTION_ITEMS = 100;

class AlreadyApplied extends Error {}

interface Batch<R> {
  id: string;
  shard: number;
  rows: R[];
  guards: Guard[];
}

const ttl = () => Math.floor(Date.now() / 1000) + KEEP_SECONDS;

/**
 * Splits the rows into transactions: the rows of one digest shard each (so a batch rewrites one
 * shard), each holding its marker, its shard, its rows and the distinct conditions they need.
 * Deterministic for the same rows and ids, so a retried import finds the same batch ids.
 */
const planBatches = <R extends { id: number; name: string }>(
  rows: readonly R[],
  guardsOf: (row: R) => Guard[],
): Batch<R>[] => {
  const byShard = new Map<number, R[]>();
  for (const row of rows) {
    const shard = shardOf(textKey(row.name));
    byShard.set(shard, [...(byShard.get(shard) ?? []), row]);
  }
  const batches: Batch<R>[] = [];
  for (const [shard, shardRows] of [...byShard].sort((a, b) => a[0] - b[0])) {
    let current: Batch<R> = { id: `${shard}-0`, shard, rows: [], guards: [] };
    for (const row of shardRows) {
      const fresh = guardsOf(row).filter(
        (g) => g.key === undefined || !current.guards.some((c) => c.key === g.key),
      );
      if (2 + current.rows.length + current.guards.length + 1 + fresh.length > MAX_TRANSACTION_ITEMS) {
        batches.push(current);
        current = {
          id: `${shard}-${batches.filter((b) => b.shard === shard).length}`,
          shard,
          rows: [],
          guards: [],
        };
        current.guards.push(...guardsOf(row));
      } else {
        current.guards.push(...fresh);
      }
      current.rows.push(row);
    }
    if (current.rows.length) batches.push(current);
  }
  return batches;
};

const applyBatch = async <R extends { id: number; name: string }>(
  spec: EntitySpec<R>,
  companyId: number,
  importKey: string,
  batch: Batch<R>,
): Promise<void> => {
  const marker: TransactItem = {
    Put: {
      TableName: tableName(),
      Item: {
        ...tenantKeys.importBatch(companyId, spec.entity, importKey, batch.id),
        type: 'import-batch',
        ttl: ttl(),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
  const puts: TransactItem[] = batch.rows.map((row) => ({
    Put: {
      TableName: tableName(),
      Item: spec.item(companyId, row, 1),
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  }));
  try {
    await commitWithDigest(companyId, async () => ({
      shards: [{ entity: spec.entity, shard: batch.shard }],
      build: ([state]) => {
        const lines = (state as ShardState).lines;
        const taken = new Map(lines.map((line) => spec.decode(line)).map((e) => [e.name, e.id]));
        for (const row of batch.rows) {
          const owner = taken.get(textKey(row.name));
          // A name taken since the rows were checked: stop; the user re-sends the file and sees the row.
          if (owner !== undefined && owner !== row.id) throw conflict(importMessages.interrupted);
        }
        return {
          items: [marker, ...puts, ...batch.guards.map((g) => g.item)],
          lines: [replaceLines(lines, new Map(batch.rows.map((row) => [row.id, spec.line(row)])))],
        };
      },
      onConditionFailed: (index) => {
        if (index === 0) return new AlreadyApplied();
        // A guard failing: a referenced supplier or unit went away since the rows were checked.
        // (A row's id stored without its batch marker cannot happen: they are written together.)
        return conflict(importMessages.interrupted);
      },
    }));
  } catch (error) {
    if (!(error instanceof AlreadyApplied)) throw error;
  }
};

const toImportRecord = (key: string, item: Record<string, unknown>): ImportRecord => ({
  key,
  status: item.status === 'done' ? 'done' : 'running',
  first_id: Number(item.first_id),
  count: Number(item.count),
  content_hash: String(item.content_hash),
});

/**
 * How long a claim on a running import holds: longer than a request can run (API Gateway stops
 * waiting at 29 s), so only a request that died leaves one to expire and be taken over.
 */
const LEASE_MS = 60_000;

const isConditionFailure = (error: unknown) => error instanceof ConditionalCheckFailedException;

/** The import store of one collection; `guardsOf` names the conditions a row's write needs. */
export const importStore = <D, R extends { id: number; name: string }>(
  spec: EntitySpec<R>,
  guardsOf: (companyId: number, draft: D) => Guard[] = () => [],
): ImportStore<D, R> => {
  const recordKey = (companyId: number, key: string) => tenantKeys.importRecord(companyId, spec.entity, key);
  const read = async (companyId: number, key: string) => {
    const out = await documentClient.send(
      new GetCommand({ TableName: tableName(), Key: recordKey(companyId, key), ConsistentRead: true }),
    );
    return out.Item;
  };
  const find = async (companyId: number, key: string) => {
    const item = await read(companyId, key);
    return item ? toImportRecord(key, item) : null;
  };

  /** Takes over a running import whose lease expired (or that never had one). */
  const takeOver = async (companyId: number, key: string, item: Record<string, unknown>) => {
    const record = toImportRecord(key, item);
    if (record.status === 'done' || Number(item.lease_until ?? 0) > Date.now())
      return { claimed: false, record };
    try {
      await documentClient.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: recordKey(companyId, key),
          UpdateExpression: 'SET lease_until = :lease',
          ConditionExpression: '#s = :running AND (attribute_not_exists(lease_until) OR lease_until = :seen)',
          ExpressionAttributeNames: { '#s': 'status' },
          ExpressionAttributeValues: {
            ':lease': Date.now() + LEASE_MS,
            ':running': 'running',
            ':seen': item.lease_until ?? 0,
          },
        }),
      );
      return { claimed: true, record };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      return { claimed: false, record: (await find(companyId, key)) ?? record };
    }
  };

  return {
    find,
    bindId: async (companyId, importId, contentHash) => {
      try {
        await documentClient.send(
          new PutCommand({
            TableName: tableName(),
            // In the import records' partition, apart from the records keyed by hash.
            Item: {
              ...recordKey(companyId, `ID#${importId}`),
              type: 'import-id',
              content_hash: contentHash,
              ttl: ttl(),
            },
            ConditionExpression: 'attribute_not_exists(pk) OR content_hash = :hash',
            ExpressionAttributeValues: { ':hash': contentHash },
          }),
        );
      } catch (error) {
        if (isConditionFailure(error)) throw conflict(importMessages.importIdReused);
        throw error;
      }
    },
    claim: async (companyId, key, count, contentHash) => {
      const existing = await read(companyId, key);
      if (existing) return takeOver(companyId, key, existing);
      const firstId = await reserveIds(tenantKeys.counter(companyId, spec.entity), count);
      const record: ImportRecord = {
        key,
        status: 'running',
        first_id: firstId,
        count,
        content_hash: contentHash,
      };
      try {
        await documentClient.send(
          new PutCommand({
            TableName: tableName(),
            Item: {
              ...recordKey(companyId, key),
              type: 'import',
              ...record,
              lease_until: Date.now() + LEASE_MS,
              created_at: new Date().toISOString(),
              ttl: ttl(),
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
        return { claimed: true, record };
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        // Another request created it first: its ids and batches are the import's (the block
        // reserved here is left unused).
        const winner = await read(companyId, key);
        if (!winner) throw error;
        return takeOver(companyId, key, winner);
      }
    },
    write: async (companyId, record, rows) => {
      const guards = new Map(rows.map((r) => [r.record, guardsOf(companyId, r.draft)]));
      const batches = planBatches(
        rows.map((r) => r.record),
        (row) => guards.get(row) ?? [],
      );
      for (const batch of batches) await applyBatch(spec, companyId, record.key, batch);
    },
    finish: async (companyId, record) => {
      await documentClient.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: recordKey(companyId, record.key),
          UpdateExpression: 'SET #s = :done, finished_at = :now REMOVE lease_until',
          ExpressionAttributeNames: { '#s': 'status' },
          ExpressionAttributeValues: { ':done': 'done', ':now': new Date().toISOString() },
        }),
      );
    },
    release: async (companyId, record) => {
      await documentClient.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: recordKey(companyId, record.key),
          UpdateExpression: 'SET lease_until = :expired',
          ConditionExpression: '#s = :running',
          ExpressionAttributeNames: { '#s': 'status' },
          ExpressionAttributeValues: { ':expired': 0, ':running': 'running' },
        }),
      );
    },
  };
};
