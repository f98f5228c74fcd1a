import type { HistoryFilter, HistoryScope } from '../../../core/inventory/read-ports.ts';
import { ledgerEntries, ledgerPage, sequencePage } from './ledger-items.ts';
import { type LedgerRange, lotRange, materialRange } from './records/ledger-entry.ts';
import { ledgerCount } from './stock-items.ts';

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
) => sequencePage(companyId, materialId, await ledgerCount(companyId, materialId), page, pageSize);

export const historyPage = (
  companyId: number,
  scope: HistoryScope,
  filter: HistoryFilter,
  page?: number,
  pageSize?: number,
) => ledgerPage(rangesOf(companyId, scope), filter, page, pageSize);

export const historyAll = (companyId: number, scope: HistoryScope, filter: HistoryFilter) =>
  ledgerEntries(rangesOf(companyId, scope), filter);
