import { importMessages } from '@bp/shared/contracts/csv-import.ts';
import { replaceLines, shardOf } from '../../../core/master-data/digest.ts';
import type { ImportRecord, ImportStore } from '../../../core/master-data/run-import.ts';
import { textKey } from '../../../core/master-data/text-key.ts';
import { conflict } from '../../../core/errors.ts';
import { type ShardState, commitWithDigest } from './digest-repo.ts';
import type { EntitySpec, Guard } from './entity-store.ts';
import {
  absent,
  both,
  either,
  equals,
  getItem,
  keyId,
  keyOf,
  MAX_TRANSACTION_ITEMS,
  mintIds,
  put,
  putIfAbsent,
  update,
  type Write,
  writeOne,
} from '../kit/index.ts';
import { entityCounter } from './records/collections.ts';
import {
  importBatchKey,
  importIdKey,
  importRecordKey,
  importTtl as ttl,
  toImportRecord,
} from './records/import.ts';

interface Batch<R> {
  id: string;
  shard: number;
  rows: R[];
  guards: Guard[];
}

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
        (g) => !current.guards.some((c) => keyId(keyOf(c)) === keyId(keyOf(g))),
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
  // The batch's marker proves it applied: a resumed import skips it.
  const marker: Write = putIfAbsent(
    {
      ...importBatchKey(companyId, spec.entity, importKey, batch.id),
      type: 'import-batch',
      ttl: ttl(),
    },
    'applied',
  );
  // A row's id stored without its batch marker cannot happen: they are written together. A
  // guard failing: a referenced supplier or unit went away since the rows were checked.
  const interrupted = conflict(importMessages.interrupted);
  const puts: Write[] = batch.rows.map((row) => putIfAbsent(spec.item(companyId, row, 1), interrupted));
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
        items: [marker, ...puts, ...batch.guards.map((g) => ({ ...g, refusal: interrupted }))],
        lines: [replaceLines(lines, new Map(batch.rows.map((row) => [row.id, spec.line(row)])))],
      };
    },
  }));
};

/**
 * How long a claim on a running import holds: longer than a request can run (API Gateway stops
 * waiting at 29 s), so only a request that died leaves one to expire and be taken over.
 */
const LEASE_MS = 60_000;
const LEASE = 'lease_until';

/**
 * The import store of one collection; `guardsOf` names the conditions and companion writes a
 * row's write needs (a material's GTIN claim), written in its batch's transaction.
 */
export const importStore = <D, R extends { id: number; name: string }>(
  spec: EntitySpec<R>,
  guardsOf: (companyId: number, draft: D, record: R) => Guard[] = () => [],
): ImportStore<D, R> => {
  const recordKey = (companyId: number, key: string) => importRecordKey(companyId, spec.entity, key);
  const read = (companyId: number, key: string) => getItem(recordKey(companyId, key), { consistent: true });
  const find = async (companyId: number, key: string) => {
    const item = await read(companyId, key);
    return item ? toImportRecord(key, item) : null;
  };

  /** Takes over a running import whose lease expired (or that never had one). */
  const takeOver = async (companyId: number, key: string, item: Record<string, unknown>) => {
    const record = toImportRecord(key, item);
    if (record.status === 'done' || Number(item[LEASE] ?? 0) > Date.now()) return { claimed: false, record };
    const taken = await writeOne(
      update(
        recordKey(companyId, key),
        { set: { [LEASE]: Date.now() + LEASE_MS } },
        {
          condition: both(
            equals('status', 'running'),
            either(
              { expression: 'attribute_not_exists(#kl)', names: { '#kl': LEASE } },
              equals(LEASE, item[LEASE] ?? 0),
            ),
          ),
          refusal: 'retry',
        },
      ),
    );
    if (taken !== false) return { claimed: true, record };
    return { claimed: false, record: (await find(companyId, key)) ?? record };
  };

  return {
    find,
    bindId: async (companyId, importId, contentHash) => {
      await writeOne(
        put(
          {
            ...importIdKey(companyId, spec.entity, importId),
            type: 'import-id',
            content_hash: contentHash,
            ttl: ttl(),
          },
          {
            condition: either(absent(), equals('content_hash', contentHash)),
            refusal: conflict(importMessages.importIdReused),
          },
        ),
      );
    },
    claim: async (companyId, key, count, contentHash) => {
      const existing = await read(companyId, key);
      if (existing) return takeOver(companyId, key, existing);
      const firstId = await mintIds(entityCounter(companyId, spec.entity), count);
      const record: ImportRecord = {
        key,
        status: 'running',
        first_id: firstId,
        count,
        content_hash: contentHash,
      };
      const created = await writeOne(
        putIfAbsent(
          {
            ...recordKey(companyId, key),
            type: 'import',
            ...record,
            [LEASE]: Date.now() + LEASE_MS,
            created_at: new Date().toISOString(),
            ttl: ttl(),
          },
          'applied',
        ),
      );
      if (created !== false) return { claimed: true, record };
      // Another request created it first: its ids and batches are the import's (the block
      // reserved here is left unused).
      const winner = await read(companyId, key);
      if (!winner) throw new Error(`Import ${key} neither created nor found`);
      return takeOver(companyId, key, winner);
    },
    write: async (companyId, record, rows) => {
      const guards = new Map(rows.map((r) => [r.record, guardsOf(companyId, r.draft, r.record)]));
      const batches = planBatches(
        rows.map((r) => r.record),
        (row) => guards.get(row) ?? [],
      );
      for (const batch of batches) await applyBatch(spec, companyId, record.key, batch);
    },
    finish: async (companyId, record) => {
      await writeOne(
        update(recordKey(companyId, record.key), {
          set: { status: 'done', finished_at: new Date().toISOString() },
          unset: [LEASE],
        }),
      );
    },
    release: async (companyId, record) => {
      await writeOne(
        update(
          recordKey(companyId, record.key),
          { set: { [LEASE]: 0 } },
          { condition: equals('status', 'running') },
        ),
      );
    },
  };
};
