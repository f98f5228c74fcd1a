import { DEFAULT_PAGE_SIZE } from '@bp/shared/contracts/common.ts';
import type { LedgerTransaction } from '@bp/shared/contracts/ledger.ts';
import {
  type LedgerFilter,
  ledgerEntries,
  ledgerPage,
  materialRange,
  rangePage,
} from '../../adapters/dynamodb/inventory/ledger-items.ts';
import { ledgerCount } from '../../adapters/dynamodb/inventory/stock-items.ts';
import { entryView } from '../../core/inventory/views.ts';
import { currentLotCodes, historyRanges, loadMaterialOr404 } from './inventory-ports.ts';

export interface HistoryRequest extends LedgerFilter {
  lotId?: number;
  page?: number;
  pageSize?: number;
}

/** A page of a material's (or a lot's) ledger, each entry with its lot's code today. */
export const historyPage = async (
  companyId: number,
  materialId: number,
  request: HistoryRequest,
): Promise<{ items: LedgerTransaction[]; total: number }> => {
  await loadMaterialOr404(companyId, materialId);
  const unfiltered = !request.type && !request.startDate && !request.endDate && request.lotId === undefined;
  const page =
    unfiltered && (request.page !== undefined || request.pageSize !== undefined)
      ? await rangePage(
          materialRange(companyId, materialId),
          await ledgerCount(companyId, materialId),
          request.page ?? 1,
          request.pageSize ?? DEFAULT_PAGE_SIZE,
        )
      : await ledgerPage(
          await historyRanges(companyId, materialId, request.lotId),
          request,
          request.page,
          request.pageSize,
        );
  const codeOf = await currentLotCodes(companyId, page.items);
  return { items: page.items.map((e) => entryView(e, codeOf)), total: page.total };
};

/** Every matching entry (the CSV export). */
export const historyAll = async (companyId: number, materialId: number, request: HistoryRequest) => {
  await loadMaterialOr404(companyId, materialId);
  const entries = await ledgerEntries(await historyRanges(companyId, materialId, request.lotId), request);
  const codeOf = await currentLotCodes(companyId, entries);
  return entries.map((e) => entryView(e, codeOf));
};
