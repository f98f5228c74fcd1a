import type { LedgerEntry } from './posting.ts';

/**
 * Each ledger entry of a material gets its place in that material's ledger: 0, 1, ... The
 * numbers come from a reservation (`reserved`, an atomic ADD on the material's stock item that
 * no other posting can lose to) made before the posting's transaction; the transaction writes
 * the entries and adds them to the material's count. Until it lands (or for ever, when it never
 * does: a crash, a hold that refused it) its numbers are **pending**, a range the pages skip, so
 * every page of the material's whole history is still one key range of exact entries
 * (`pageSequences`).
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

/** Numbers reserved for a posting's chunk whose transaction has not landed: skipped by the pages. */
export interface PendingRange {
  start: number;
  count: number;
}

/**
 * The sequences of page `page` (from 1) of a material's ledger listed newest first: the numbers
 * handed out are 0 .. `reserved` - 1, those in `pending` ranges have no entry (yet). Answers the
 * inclusive key range to read and the pending ranges inside it (their entries, landing between
 * the count's read and the page's, are left out), or null when the page is past the end.
 */
export const pageSequences = (
  reserved: number,
  pending: readonly PendingRange[],
  page: number,
  pageSize: number,
): { first: number; last: number; skip: PendingRange[] } | null => {
  if (page < 1 || pageSize < 1) return null;
  const gaps = [...pending].filter((p) => p.count > 0).sort((a, b) => b.start - a.start);
  let toSkip = (page - 1) * pageSize;
  let toTake = pageSize;
  let last: number | null = null;
  let first = 0;
  // Walk the landed runs between the pending ranges, newest first.
  let top = reserved - 1;
  for (const gap of [...gaps, { start: -1, count: 1 }]) {
    const bottom = gap.start + gap.count;
    if (bottom <= top) {
      const run = top - bottom + 1;
      const skipped = Math.min(toSkip, run);
      toSkip -= skipped;
      const taken = Math.min(toTake, run - skipped);
      if (taken > 0) {
        last ??= top - skipped;
        first = top - skipped - taken + 1;
        toTake -= taken;
      }
      if (toTake === 0) break;
    }
    top = Math.min(top, gap.start - 1);
  }
  if (last === null) return null;
  const inside = gaps.filter((g) => g.start <= last && g.start + g.count - 1 >= first);
  return { first, last, skip: inside };
};

/** The sequences of page `page` of a ledger of `total` entries with nothing pending. */
export const pageRange = (total: number, page: number, pageSize: number) => {
  const range = pageSequences(total, [], page, pageSize);
  return range && { first: range.first, last: range.last };
};

/** Whether `sequence` is in one of the ranges. */
export const inRanges = (sequence: number, ranges: readonly PendingRange[]): boolean =>
  ranges.some((r) => sequence >= r.start && sequence < r.start + r.count);
