import type { ItemKey } from '@bp/shared/table/schema.ts';
import { conflict, notFound } from '../../../core/errors.ts';
import { replaceLines, shardOf } from '../../../core/master-data/digest.ts';
import type { NamedEntry } from '../../../core/master-data/search-entries.ts';
import { textKey } from '../../../core/master-data/text-key.ts';
import { type ShardRef, type ShardState, commitWithDigest } from './digest-repo.ts';
import {
  batchGetGroups,
  batchGetItems,
  equals,
  getItem,
  putIfAbsent,
  putIfRevision,
  queryPartition,
  remove,
  type Write,
} from '../kit/index.ts';
import { entityKey, type EntityName, recentList, type Stored } from './records/collections.ts';

/**
 * Generic storage of a named master-data collection (materials, suppliers, customers): the
 * entity items, their digest lines and the uniqueness of names, written together.
 */
export interface EntitySpec<R extends { id: number; name: string }> {
  entity: EntityName;
  item(companyId: number, record: R, rev: number): Record<string, unknown> & ItemKey;
  parse(item: Record<string, unknown>): Stored<R>;
  line(record: R): string;
  decode(line: string): NamedEntry;
  messages: { nameTaken: string; notFound: string };
}

/**
 * A condition another item must meet for the write (e.g. the default supplier exists): a
 * condition check whose refusal is the error to answer.
 */
export type Guard = Write;

const nameTakenIn = (
  lines: readonly string[],
  decode: (line: string) => NamedEntry,
  nameKey: string,
  id: number,
) =>
  lines.some((line) => {
    const entry = decode(line);
    return entry.name === nameKey && entry.id !== id;
  });

export const getStored = async <R extends { id: number; name: string }>(
  spec: EntitySpec<R>,
  companyId: number,
  id: number,
  consistent = true,
): Promise<Stored<R> | null> => {
  const item = await getItem(entityKey(companyId, spec.entity, id), { consistent });
  return item ? spec.parse(item) : null;
};

/** The record alone (no revision), or null when there is none. */
export const getRecord = async <R extends { id: number; name: string }>(
  spec: EntitySpec<R>,
  companyId: number,
  id: number,
  consistent = true,
): Promise<R | null> => (await getStored(spec, companyId, id, consistent))?.record ?? null;

/** The records of the given ids, in that order (ids that no longer exist are left out). */
export const getRecords = async <R extends { id: number; name: string }>(
  spec: EntitySpec<R>,
  companyId: number,
  ids: readonly number[],
  consistent = true,
): Promise<R[]> => {
  const items = await batchGetItems(
    ids.map((id) => entityKey(companyId, spec.entity, id)),
    consistent,
  );
  return items.map((item) => spec.parse(item).record);
};

/** Records of one collection by id (a group of a batched read). */
export interface RecordGroup {
  spec: EntitySpec<{ id: number; name: string }>;
  ids: readonly number[];
}

/**
 * The records of several collections in the same BatchGetItem calls (a submit's materials,
 * suppliers and customers: one call where one per collection made a call each), each group's
 * in its ids' order (ids that no longer exist left out).
 */
export const getRecordGroups = async (
  companyId: number,
  groups: readonly RecordGroup[],
  consistent = true,
): Promise<{ id: number; name: string }[][]> => {
  const items = await batchGetGroups(
    groups.map((g) => g.ids.map((id) => entityKey(companyId, g.spec.entity, id))),
    consistent,
  );
  return groups.map((g, i) => (items[i] ?? []).map((item) => g.spec.parse(item).record));
};

/** Newest first by updated_at (gsi2). */
export const recentRecords = async <R extends { id: number; name: string }>(
  spec: EntitySpec<R>,
  companyId: number,
  limit: number,
): Promise<R[]> => {
  const items = await queryPartition({ ...recentList(companyId, spec.entity), descending: true, limit });
  return items.map((item) => spec.parse(item).record);
};

// The id is new, so the put cannot fail unless a concurrent write reused it: start over.
const putNew = <R extends { id: number; name: string }>(
  spec: EntitySpec<R>,
  companyId: number,
  record: R,
): Write => putIfAbsent(spec.item(companyId, record, 1), 'retry');

/** Stores a new entity (its id already minted); 409 when another one has the same name. */
export const insertEntity = async <R extends { id: number; name: string }>(
  spec: EntitySpec<R>,
  companyId: number,
  record: R,
  guards: readonly Guard[] = [],
): Promise<R> => {
  const nameKey = textKey(record.name);
  const ref: ShardRef = { entity: spec.entity, shard: shardOf(nameKey) };
  await commitWithDigest(companyId, async () => ({
    shards: [ref],
    build: ([state]) => {
      const lines = (state as ShardState).lines;
      if (nameTakenIn(lines, spec.decode, nameKey, record.id)) throw conflict(spec.messages.nameTaken);
      return {
        items: [putNew(spec, companyId, record), ...guards],
        lines: [replaceLines(lines, new Map([[record.id, spec.line(record)]]))],
      };
    },
  }));
  return record;
};

export interface EntityChange<R> {
  next: R;
  guards?: readonly Guard[];
}

/**
 * Reads the entity (404 when absent), lets `change` decide its new state (it may throw a 400),
 * and writes it with its digest lines, moving its line when the name moves to another shard.
 * The item's `rev` must be unchanged, so a concurrent update makes this start over.
 */
export const updateEntity = async <R extends { id: number; name: string }>(
  spec: EntitySpec<R>,
  companyId: number,
  id: number,
  change: (current: R) => EntityChange<R>,
): Promise<R> => {
  let saved: R | undefined;
  await commitWithDigest(companyId, async () => {
    const stored = await getStored(spec, companyId, id, true);
    if (!stored) throw notFound(spec.messages.notFound);
    const { next, guards = [] } = change(stored.record);
    const oldShard = shardOf(textKey(stored.record.name));
    const newKey = textKey(next.name);
    const newShard = shardOf(newKey);
    saved = next;
    return {
      shards: [...new Set([oldShard, newShard])].map((shard) => ({ entity: spec.entity, shard })),
      build: (states) => {
        const target = states.find((s) => s.shard === newShard) as ShardState;
        if (nameTakenIn(target.lines, spec.decode, newKey, id)) throw conflict(spec.messages.nameTaken);
        return {
          items: [putIfRevision(spec.item(companyId, next, stored.rev + 1), 'rev', stored.rev), ...guards],
          lines: states.map((s) =>
            replaceLines(s.lines, new Map([[id, s.shard === newShard ? spec.line(next) : null]])),
          ),
        };
      },
    };
  });
  return saved as R;
};

/**
 * Deletes the entity and its digest line. `otherShards` are read too and must not change
 * before the delete commits; `check` may refuse the delete from their lines (e.g. references).
 */
export const deleteEntity = async <R extends { id: number; name: string }>(
  spec: EntitySpec<R>,
  companyId: number,
  id: number,
  otherShards: readonly ShardRef[],
  check: (current: R, others: ShardState[]) => void,
): Promise<void> => {
  await commitWithDigest(companyId, async () => {
    const stored = await getStored(spec, companyId, id, true);
    if (!stored) throw notFound(spec.messages.notFound);
    const own: ShardRef = { entity: spec.entity, shard: shardOf(textKey(stored.record.name)) };
    return {
      shards: [own, ...otherShards],
      build: ([state, ...others]) => {
        check(stored.record, others);
        return {
          items: [
            remove(entityKey(companyId, spec.entity, id), {
              condition: equals('rev', stored.rev),
              refusal: 'retry',
            }),
          ],
          lines: [
            replaceLines((state as ShardState).lines, new Map([[id, null]])),
            ...others.map(() => null),
          ],
        };
      },
    };
  });
};
