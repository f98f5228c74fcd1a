import type { LotRecord } from '../../../core/inventory/lot.ts';
import type { HistoryFilter, HistoryScope } from '../../../core/inventory/read-ports.ts';
import type { LedgerEntry } from '../../../core/inventory/posting.ts';
import { countedPage, newestEntries } from './counted-page.ts';
import { ledgerEntries, ledgerPage, sequencePage } from './ledger-items.ts';
import { getLots } from './lot-items.ts';
import { type LedgerRange, lotRange, materialRange } from './records/ledger-entry.ts';
import { ledgerSequences } from './stock-items.ts';

/** The Query ranges of a scope: the material's (gsi1), or each lot's (gsi2). */
const rangesOf = (companyId: number, scope: HistoryScope): LedgerRange[] =>
  'materialId' in scope
    ? [materialRange(companyId, scope.materialId)]
    : scope.lotIds.map((id) => lotRange(companyId, id));

export const materialHistoryPage = async (
  companyId: number,
  materialId: number,
  page: number,
  pageSize: number,
) => sequencePage(companyId, materialId, await ledgerSequences(companyId, materialId), page, pageSize);

export const historyPage = (
  companyId: number,
  scope: HistoryScope,
  filter: HistoryFilter,
  page?: number,
  pageSize?: number,
) => ledgerPage(rangesOf(companyId, scope), filter, page, pageSize);

export const historyAll = (companyId: number, scope: HistoryScope, filter: HistoryFilter) =>
  ledgerEntries(rangesOf(companyId, scope), filter);

/**
 * A page of a lot's whole history (its entries and those of the lots merged into it), sized by
 * the counts kept on the lots: the merged lots' counts are read first (one BatchGet; merges are
 * rare); a lot without a count (an item older than the counts) is read whole, as before.
 */
export const lotHistoryPage = async (
  companyId: number,
  lot: LotRecord,
  page: number,
  pageSize: number,
  newest?: readonly LedgerEntry[],
) => {
  const merged = lot.mergedLotIds.length
    ? await getLots(
        companyId,
        lot.mergedLotIds.map((lotId) => ({ materialId: lot.materialId, lotId })),
      )
    : [];
  const lots = [lot, ...merged];
  const counted =
    lots.length === lot.mergedLotIds.length + 1 && lots.every((l) => l.ledgerEntries !== undefined);
  if (!counted) return historyPage(companyId, { lotIds: [lot.id, ...lot.mergedLotIds] }, {}, page, pageSize);
  return countedPage(
    lots.map((l) => ({ range: lotRange(companyId, l.id), count: l.ledgerEntries ?? 0 })),
    page,
    pageSize,
    newest,
  );
};

/** The newest entries of one lot's own range (a first page, read beside the lot). */
export const lotNewestEntries = (companyId: number, lotId: number, take: number) =>
  newestEntries(lotRange(companyId, lotId), take);
