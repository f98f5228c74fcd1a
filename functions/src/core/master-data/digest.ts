/**
 * The search digest of a collection (materials, suppliers, customers): one compact line per
 * entity, packed into DIGEST_SHARDS items. A list reads every shard in one small query (a few
 * items instead of thousands), filters, sorts and counts in memory, and fetches only its page.
 * An entity's line lives in the shard its name key hashes to, so two entities with the same
 * name always meet in the same shard: a write that re-checks the shard under its version
 * condition keeps names unique without separate claim items.
 *
 * Changing DIGEST_SHARDS changes where lines live: it is part of the stored format.
 */
export const DIGEST_SHARDS = 32;

/** FNV-1a (32 bit) over the UTF-16 code units: stable, fast, well spread for short strings. */
const fnv1a = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
};

export const shardOf = (nameKey: string): number => fnv1a(nameKey) % DIGEST_SHARDS;

/** Every line starts with the entity id and a tab. */
export const lineId = (line: string): number => Number(line.slice(0, line.indexOf('\t')));

export const splitLines = (text: string | undefined): string[] =>
  text ? text.split('\n').filter(Boolean) : [];

/** The shard's lines with the given entities' lines replaced, added (line) or removed (null). */
export const replaceLines = (
  lines: readonly string[],
  changes: ReadonlyMap<number, string | null>,
): string[] => {
  const kept = lines.filter((line) => !changes.has(lineId(line)));
  for (const line of changes.values()) if (line !== null) kept.push(line);
  return kept;
};
