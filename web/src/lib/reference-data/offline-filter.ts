/**
 * The pickers' search over a cached list when there is no network (issue 23), pure: what the
 * server's search would roughly answer (a case-insensitive match of the name, or of the SKU for
 * materials), in name order, the first `limit` matches and how many there are.
 */
export interface Named {
  name: string;
  sku?: string | null;
}

export const filterOffline = <T extends Named>(
  items: readonly T[],
  search: string,
  limit: number,
  keep: (item: T) => boolean = () => true,
): { items: T[]; total: number } => {
  const term = search.trim().toLowerCase();
  const matches = items
    .filter(keep)
    .filter(
      (item) =>
        term === '' ||
        item.name.toLowerCase().includes(term) ||
        (item.sku ?? '').toLowerCase().includes(term),
    )
    .sort((a, b) => a.name.localeCompare(b.name));
  return { items: matches.slice(0, limit), total: matches.length };
};

/** "as of 10 min ago": the age of cached data, for the pickers when offline. */
export const ageText = (fetchedAt: number, now: number): string => {
  const minutes = Math.floor((now - fetchedAt) / 60_000);
  if (minutes < 1) return 'as of just now';
  if (minutes < 60) return `as of ${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `as of ${hours} h ago`;
  return `as of ${Math.floor(hours / 24)} days ago`;
};
