/**
 * Paging a ledger whose size is known (a lot's entry count, kept on the lot in the posting's
 * transaction) without reading it whole: a page newest first needs only the entries up to it,
 * read from whichever end of the range is nearer. A submission list pages its classes the same
 * way (core/submissions/list.ts, by the class counts).
 */
export interface PageWindow {
  /** How many entries come before the page, newest first. */
  offset: number;
  /** How many entries the page holds (the last page may hold fewer than the page size). */
  size: number;
  /** Read from the newest end (descending) or from the oldest (ascending). */
  fromNewest: boolean;
  /** How many entries that read must take to reach the page's far edge. */
  take: number;
}

/** The window of page `page` (from 1) of `pageSize` in a range of `total`; null past the end. */
export const pageWindow = (total: number, page: number, pageSize: number): PageWindow | null => {
  if (page < 1 || pageSize < 1) return null;
  const offset = (page - 1) * pageSize;
  if (offset >= total) return null;
  const size = Math.min(pageSize, total - offset);
  const fromNewest = offset <= total - offset - size;
  return { offset, size, fromNewest, take: fromNewest ? offset + size : total - offset };
};

/**
 * The page's entries out of what a window's read took, newest first: a read from the newest end
 * holds the page at its tail; one from the oldest end holds it at its tail too, oldest first.
 */
export const windowEntries = <T>(window: PageWindow, read: readonly T[]): T[] =>
  window.fromNewest
    ? read.slice(window.offset, window.offset + window.size)
    : read.slice(Math.max(0, read.length - window.size)).reverse();

const newestFirst = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

/**
 * Several ranges' entries (a lot's and those of the lots merged into it), each newest first,
 * as one list newest first by their order keys (recorded time, then entry id: never equal).
 */
export const mergeNewestFirst = <T>(ranges: readonly (readonly T[])[], orderOf: (t: T) => string): T[] =>
  ranges.flat().sort((a, b) => newestFirst(orderOf(a), orderOf(b)));
