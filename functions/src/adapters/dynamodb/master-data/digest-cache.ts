import type { EntriesAhead } from '../../../core/master-data/entries-ahead.ts';
import { type NamedEntry, byNameThenId } from '../../../core/master-data/search-entries.ts';
import { batchGetItems, queryPartition } from '../kit/index.ts';
import type { EntityName } from './records/collections.ts';
import {
  digestPartition,
  digestShardKeyOf,
  SHARD_HEAD_ATTRIBUTES,
  shardIdOf,
  shardLines,
  shardVersion,
} from './records/digest-shard.ts';

/**
 * The decoded digest of a collection, kept in the Lambda container between requests. Each read
 * first asks only for the shards' versions (a tiny query); shards whose version is unchanged are
 * taken from memory, the others are fetched and decoded again. The entries are kept in list order
 * (name, then id), so a list filters an already sorted array.
 */

interface Shard<E> {
  version: number;
  entries: E[];
}

interface Collection<E> {
  shards: Map<string, Shard<E>>;
  signature: string;
  sorted: readonly E[];
}

/** Collections kept per container (least recently used dropped first). */
const MAX_COLLECTIONS = 64;
const cache = new Map<string, Collection<unknown>>();

export const readDigestEntries = async <E extends NamedEntry>(
  companyId: number,
  entity: EntityName,
  decode: (line: string) => E,
  /**
   * Consistent unless asked not to: a list or a picker follows the write that changed it (a
   * save, then back to the list), and a write decides on the names (an import).
   */
  consistent = true,
): Promise<readonly E[]> => {
  const key = `${companyId}#${entity}`;
  const collection = (cache.get(key) as Collection<E> | undefined) ?? {
    shards: new Map(),
    signature: '',
    sorted: [],
  };
  cache.delete(key);
  cache.set(key, collection as Collection<unknown>);
  if (cache.size > MAX_COLLECTIONS) cache.delete(cache.keys().next().value as string);

  const heads = await queryPartition({
    partition: digestPartition(companyId, entity),
    attributes: SHARD_HEAD_ATTRIBUTES,
    consistent,
  });
  const stale = heads.filter((h) => collection.shards.get(shardIdOf(h))?.version !== shardVersion(h));
  if (stale.length) {
    const items = await batchGetItems(
      stale.map((h) => digestShardKeyOf(companyId, entity, h)),
      consistent,
    );
    for (const item of items) {
      collection.shards.set(shardIdOf(item), {
        version: shardVersion(item),
        entries: shardLines(item).map(decode),
      });
    }
  }
  const signature = [...collection.shards].map(([sk, s]) => `${sk}:${s.version}`).join(',');
  if (signature !== collection.signature) {
    collection.sorted = [...collection.shards.values()].flatMap((s) => s.entries).sort(byNameThenId);
    collection.signature = signature;
  }
  return collection.sorted;
};

/**
 * The entries this container holds (null before the collection's first read here) beside the read
 * of the current ones: `current` answers the very array held when no shard's version changed.
 */
export const readDigestEntriesAhead = <E extends NamedEntry>(
  companyId: number,
  entity: EntityName,
  decode: (line: string) => E,
): EntriesAhead<E> => {
  const held = cache.get(`${companyId}#${entity}`) as Collection<E> | undefined;
  return {
    cached: held?.signature ? held.sorted : null,
    current: readDigestEntries(companyId, entity, decode),
  };
};
