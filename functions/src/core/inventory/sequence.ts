import type { LedgerEntry } from './posting.ts';

/**
 * Each ledger entry of a material gets its place in that material's ledger: the first entry
 * ever posted is 0, the next 1, with no gaps. The posting transaction writes the material's new
 * count on condition the count it started from still holds, so two postings never take the same
 * numbers; the loser reads the count again. With the numbers as an index's sort key, any page
 * of a material's whole history is one key range (`pageRange`).
 */
export const numberEntries = (
  entries: readonly LedgerEntry[],
  seen: ReadonlyMap<number, number>,
): { entries: LedgerEntry[]; counts: Map<number, { seen: number; next: number }> } => {
  const counts = new Map<number, { seen: number; next: number }>();
  const numbered = entries.map((e) => {
    const count = counts.get(e.materialId) ?? { seen: seen.get(e.materialId) ?? 0, next: 0 };
    if (!counts.has(e.materialId)) {
      count.next = count.seen;
      counts.set(e.materialId, count);
    }
    return { ...e, sequence: count.next++ };
  });
  return { entries: numbered, counts };
};

/**
 * The sequences of page `page` (from 1) of a ledger of `total` entries listed newest first:
 * inclusive bounds, or null when the page is past the end.
 */
export const pageRange = (
  total: number,
  page: number,
  pageSize: number,
): { first: number; last: number } | null => {
  const last = total - 1 - (page - 1) * pageSize;
  if (last < 0 || page < 1 || pageSize < 1) return null;
  return { first: Math.max(0, last - pageSize + 1), last };
};
