import { mergeNewestFirst } from '../../../core/inventory/ledger-window.ts';
import type { LedgerEntry } from '../../../core/inventory/posting.ts';
import { inRanges, pageSequences, type PendingRange } from '../../../core/inventory/sequence.ts';
import { batchGetItems, putIfAbsent, queryAll, type Write } from '../kit/index.ts';
import {
  entryItem,
  entryKeyOf,
  entryOrderOf,
  type LedgerFilter,
  type LedgerRange,
  ledgerEntryKey,
  rangeQuery,
  sequenceQuery,
  toEntry,
} from './records/ledger-entry.ts';

export { type LedgerFilter, type LedgerRange, lotRange, materialRange } from './records/ledger-entry.ts';

export const putEntry = (companyId: number, e: LedgerEntry): Write =>
  putIfAbsent(entryItem(companyId, e), new Error(`Ledger entry ${e.id} exists without its posting`));

/** The entries of a posting, by the ids planPosting gives them (replays answer from these). */
export const postingEntries = async (companyId: number, postingId: string, count: number) =>
  (
    await batchGetItems(
      Array.from({ length: count }, (_, i) => ledgerEntryKey(companyId, postingId, i)),
      true,
    )
  ).map(toEntry);

/**
 * A page of the entries in the given ranges (a material's, or a lot's and those of lots merged
 * into it), newest first. Only keys are read to count and order; the page's items are fetched
 * by key, so the cost follows the ranges' sizes, never the company's ledger.
 */
export const ledgerPage = async (
  ranges: readonly LedgerRange[],
  filter: LedgerFilter,
  page?: number,
  pageSize?: number,
): Promise<{ items: LedgerEntry[]; total: number }> => {
  const keys = mergeNewestFirst(
    await Promise.all(
      ranges.map(async (range) =>
        (await queryAll(rangeQuery(range, filter, true))).map((item) => ({
          order: entryOrderOf(item, range),
          key: entryKeyOf(item),
        })),
      ),
    ),
    (k) => k.order,
  );
  const paged =
    page === undefined && pageSize === undefined
      ? keys
      : keys.slice(((page ?? 1) - 1) * (pageSize ?? 25), (page ?? 1) * (pageSize ?? 25));
  const items = (await batchGetItems(paged.map((k) => k.key))).map(toEntry);
  return { items, total: keys.length };
};

/**
 * A page of a material's whole history, newest first, given its entry count and numbers: the
 * page's sequences are one key range of gsi3, so page 400 costs what page 1 costs. Numbers still
 * pending when the count was read are left out, though their entries may have landed since.
 */
export const sequencePage = async (
  companyId: number,
  materialId: number,
  ledger: { total: number; reserved: number; pending: readonly PendingRange[] },
  page: number,
  pageSize: number,
): Promise<{ items: LedgerEntry[]; total: number }> => {
  const { total } = ledger;
  const range = pageSequences(ledger.reserved, ledger.pending, page, pageSize);
  if (!range) return { items: [], total };
  const items = await queryAll(sequenceQuery(companyId, materialId, range.first, range.last));
  const landed = range.skip.length ? items.filter((item) => !inRanges(Number(item.seq), range.skip)) : items;
  return { items: landed.map(toEntry), total };
};

/** Every entry of the ranges with their full items (exports; the invariant tests). */
export const ledgerEntries = async (ranges: readonly LedgerRange[], filter: LedgerFilter = {}) =>
  mergeNewestFirst(await Promise.all(ranges.map((r) => queryAll(rangeQuery(r, filter, false)))), (item) =>
    entryOrderOf(item),
  ).map(toEntry);
