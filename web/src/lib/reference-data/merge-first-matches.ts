import type { Page } from '@bp/shared/contracts/common.ts';

const byNameThenId = (a: { name: string; id: number }, b: { name: string; id: number }): number => {
  const left = a.name.toLowerCase();
  const right = b.name.toLowerCase();
  if (left !== right) return left < right ? -1 : 1;
  return a.id - b.id;
};

/**
 * The list API filters by one material type at a time, so a picker limited to several types
 * asks once per type and merges: each answer holds that type's first `limit` matches in the
 * server's order (name, case-insensitive, then id), so the first `limit` of the merge are the
 * first `limit` matches over all the types.
 */
export const mergeFirstMatches = <T extends { name: string; id: number }>(
  pages: readonly Page<T>[],
  limit: number,
): Page<T> => ({
  items: pages
    .flatMap((p) => p.items)
    .sort(byNameThenId)
    .slice(0, limit),
  total: pages.reduce((sum, p) => sum + p.total, 0),
});
