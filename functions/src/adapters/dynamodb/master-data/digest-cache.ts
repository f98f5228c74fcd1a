import { tenantKeys } from '@bp/shared/table/schema.ts';
import { splitLines } from '../../../core/master-data/digest.ts';
import type { EntityName } from '../../../core/master-data/records.ts';
import { type NamedEntry, byNameThenId } from '../../../core/master-data/search-entries.ts';
import { batchGetItems } from '../kit/index.ts';
import { tableName } from '../kit/index.ts';
import { queryAll } from '../kit/index.ts';

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

const versionOf = (item: Record<string, unknown>) => (typeof item.version === 'number' ? item.version : 0);

export const readDigestEntries = async <E extends NamedEntry>(
  companyId: number,
  entity: EntityName,
  decode: (line: string) => E,
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

  const heads = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': tenantKeys.digest(companyId, entity) },
    ProjectionExpression: 'sk, #v',
    ExpressionAttributeNames: { '#v': 'version' },
  });
  const stale = heads.filter((h) => collection.shards.get(String(h.sk))?.version !== versionOf(h));
  if (stale.length) {
    const items = await batchGetItems(
      stale.map((h) => ({ pk: tenantKeys.digest(companyId, entity), sk: String(h.sk) })),
    );
    for (const item of items) {
      const text = typeof item.entries === 'string' ? item.entries : undefined;
      collection.shards.set(String(item.sk), {
        version: versionOf(item),
        entries: splitLines(text).map(decode),
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
