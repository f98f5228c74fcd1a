import type { LedgerEntry } from '../../../core/inventory/posting.ts';
import { mergeNewestFirst, pageWindow, windowEntries } from '../../../core/inventory/ledger-window.ts';
import { batchGetItems, queryAll } from '../kit/index.ts';
import { entryKeyOf, entryOrderOf, type LedgerRange, rangeQuery, toEntry } from './records/ledger-entry.ts';

/** One range of the ledger and how many entries it holds (the lot's count). */
export interface CountedRange {
  range: LedgerRange;
  count: number;
}

type Item = Record<string, unknown>;

/**
 * The first `take` items of a range from one end: whole items when they are the page (nothing
 * else is read), keys only when the page lies deeper (its items are then fetched by key).
 */
const readEnd = (range: LedgerRange, take: number, descending: boolean, whole: boolean) =>
  queryAll({ ...rangeQuery(range, {}, !whole), ScanIndexForward: !descending }, take);

const entriesOf = async (items: readonly Item[], whole: boolean): Promise<LedgerEntry[]> =>
  (whole ? items : await batchGetItems(items.map(entryKeyOf))).map(toEntry);

/** The newest `take` entries of a range, whole: the first page's read, made before its count is known. */
export const newestEntries = async (range: LedgerRange, take: number): Promise<LedgerEntry[]> =>
  (await readEnd(range, take, true, true)).map(toEntry);

/**
 * A page of unfiltered ranges whose sizes are known, newest first, as ledgerPage answers it but
 * reading only up to the page: one range from its nearer end (page 1 of a lot is one Query of
 * its 20 items), several (a lot with lots merged into it) each from the newest end up to the
 * page, merged newest first. The total is the sum of the counts. `newest`: the one range's
 * newest entries read already (`newestEntries`, beside the lot): a first page they fill is them.
 */
export const countedPage = async (
  ranges: readonly CountedRange[],
  page: number,
  pageSize: number,
  newest?: readonly LedgerEntry[],
): Promise<{ items: LedgerEntry[]; total: number }> => {
  const total = ranges.reduce((n, r) => n + r.count, 0);
  const window = pageWindow(total, page, pageSize);
  if (!window) return { items: [], total };
  // Fewer than the count says the page holds: a posting landed between the two reads; read again.
  if (ranges.length === 1 && newest && window.offset === 0 && newest.length >= window.size)
    return { items: newest.slice(0, window.size), total };
  const whole = window.offset === 0 || (ranges.length === 1 && window.take === window.size);
  if (ranges.length === 1) {
    const [only] = ranges as [CountedRange];
    const read = await readEnd(only.range, window.take, window.fromNewest, whole);
    return { items: await entriesOf(windowEntries(window, read), whole), total };
  }
  const reads = await Promise.all(
    ranges.map(async ({ range, count }) =>
      (await readEnd(range, Math.min(count, window.offset + window.size), true, whole)).map((item) => ({
        item,
        order: entryOrderOf(item, range),
      })),
    ),
  );
  const merged = mergeNewestFirst(reads, (r) => r.order).slice(window.offset, window.offset + window.size);
  return {
    items: await entriesOf(
      merged.map((r) => r.item),
      whole,
    ),
    total,
  };
};
