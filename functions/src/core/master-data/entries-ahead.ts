/**
 * A collection's digest entries as this container holds them (null before its first read) and
 * as the digest's versions say they are now (`current`: the same array when nothing changed).
 */
export interface EntriesAhead<E> {
  cached: readonly E[] | null;
  current: Promise<readonly E[]>;
}

/**
 * Runs `read` (a list page: the page's records by key) on the entries held while their versions
 * are read, and keeps it when they are current; else runs it again on the current entries. A
 * list page is then one round instead of two whenever the digest did not change, and its answer
 * is what reading the versions first would have answered: balances and records are still read
 * by the page's own read, never taken from memory.
 */
export const withEntries = async <E, T>(
  ahead: EntriesAhead<E>,
  read: (entries: readonly E[]) => Promise<T>,
): Promise<T> => {
  if (!ahead.cached) return read(await ahead.current);
  const early = read(ahead.cached);
  // Discarded when the digest changed: its failure then is nobody's.
  early.catch(() => undefined);
  const current = await ahead.current;
  return current === ahead.cached ? early : read(current);
};
