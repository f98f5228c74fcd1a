import type { ItemKey } from '@bp/shared/table/schema.ts';
import { splitLines } from '../../../../core/master-data/digest.ts';
import { collectionPartition, type EntityName } from './collections.ts';

/**
 * A shard of a collection's search digest: `C#<company>#<ENTITY>#DIGEST` / `SHARD#<nnn>`, packing
 * the compact lines (id, normalised name, filters) of the entities whose name hashes to it in
 * `entries`, with a `version` bumped by every write (see core/master-data/digest.ts).
 */
export const digestPartition = (companyId: number, entity: EntityName): string =>
  `${collectionPartition(companyId, entity)}#DIGEST`;

export const digestShardKey = (companyId: number, entity: EntityName, shard: number): ItemKey => ({
  pk: digestPartition(companyId, entity),
  sk: `SHARD#${shard.toString().padStart(3, '0')}`,
});

/** The key of a shard found by a query of the digest partition (its sort key as read). */
export const digestShardKeyOf = (
  companyId: number,
  entity: EntityName,
  item: Record<string, unknown>,
): ItemKey => ({
  pk: digestPartition(companyId, entity),
  sk: String(item.sk),
});

/** What a version check reads of each shard: its key and version, not its lines. */
export const SHARD_HEAD_ATTRIBUTES = ['sk', 'version'] as const;

/** Which shard a stored shard item is (its sort key). */
export const shardIdOf = (item: Record<string, unknown>): string => String(item.sk);

export const shardVersion = (item: Record<string, unknown> | undefined | null): number =>
  typeof item?.version === 'number' ? item.version : 0;

export const shardLines = (item: Record<string, unknown> | undefined | null): string[] =>
  splitLines(typeof item?.entries === 'string' ? item.entries : undefined);

export const shardFields = (lines: readonly string[], version: number) => ({
  entries: lines.join('\n'),
  version,
  type: 'digest',
});
