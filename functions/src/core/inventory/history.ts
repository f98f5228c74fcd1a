import { DEFAULT_PAGE_SIZE } from '@bp/shared/contracts/common.ts';
import type { LedgerTransaction } from '@bp/shared/contracts/ledger.ts';
import { loadLotOr404, loadMaterialOr404 } from './load.ts';
import type { LotRecord } from './lot.ts';
import type { LedgerEntry } from './posting.ts';
import type { HistoryFilter, HistoryScope, InventoryReadPorts } from './read-ports.ts';
import { entryView } from './views.ts';

export interface HistoryRequest extends HistoryFilter {
  lotId?: number;
  page?: number;
  pageSize?: number;
}

/**
 * The material (404 if unknown) and, with a lot, the lot (404): the history's scope is the
 * material's, or the lot's and its merged lots'.
 */
const scopeOf = async (
  ports: InventoryReadPorts,
  companyId: number,
  materialId: number,
  lotId?: number,
): Promise<{ scope: HistoryScope; lot: LotRecord | null }> => {
  if (lotId === undefined) {
    await loadMaterialOr404(ports, companyId, materialId);
    return { scope: { materialId }, lot: null };
  }
  const lot = await loadLotOr404(ports, companyId, materialId, lotId);
  return { scope: { lotIds: [lot.id, ...lot.mergedLotIds] }, lot };
};

/**
 * Each entry's lot code today: the lot's current code, or its survivor's after a merge. A lot's
 * history (`scoped`, read for its scope) needs no read when that lot is not merged away: its
 * entries are its own and its merged lots', all known by its code today.
 */
const currentLotCodes = async (
  ports: InventoryReadPorts,
  companyId: number,
  entries: readonly LedgerEntry[],
  scoped: LotRecord | null = null,
) => {
  const codes = new Map<number, string>();
  if (scoped && scoped.mergedInto === null)
    for (const id of [scoped.id, ...scoped.mergedLotIds]) codes.set(id, scoped.lotCode);
  let refs = [
    ...new Map(
      entries
        .filter((e) => e.lotId !== null && !codes.has(e.lotId))
        .map((e) => [e.lotId, { materialId: e.materialId, lotId: e.lotId as number }]),
    ).values(),
  ];
  const survivorOf = new Map<number, number>();
  for (let depth = 0; refs.length && depth < 10; depth++) {
    const lots = await ports.lots(companyId, refs);
    refs = [];
    for (const lot of lots) {
      if (lot.mergedInto === null) codes.set(lot.id, lot.lotCode);
      else {
        survivorOf.set(lot.id, lot.mergedInto);
        refs.push({ materialId: lot.materialId, lotId: lot.mergedInto });
      }
    }
  }
  const codeOf = (lotId: number, hops = 0): string | undefined => {
    const next = survivorOf.get(lotId);
    return next === undefined || hops > 10 ? codes.get(lotId) : codeOf(next, hops + 1);
  };
  return codeOf;
};

/** A page of a material's (or a lot's) ledger, each entry with its lot's code today. */
export const historyPage = async (
  ports: InventoryReadPorts,
  companyId: number,
  materialId: number,
  request: HistoryRequest,
): Promise<{ items: LedgerTransaction[]; total: number }> => {
  const unfiltered = !request.type && !request.startDate && !request.endDate;
  const paged = request.page !== undefined || request.pageSize !== undefined;
  const [number, size] = [request.page ?? 1, request.pageSize ?? DEFAULT_PAGE_SIZE];
  // A lot's first page is its newest entries (unless lots were merged into it): read beside the
  // lot, one round instead of two. A failed read only costs the read after the lot, as before.
  const newest =
    unfiltered && paged && request.lotId !== undefined && number === 1 && size >= 1
      ? ports.lotNewestEntries(companyId, request.lotId, size).catch(() => undefined)
      : undefined;
  const { scope, lot } = await scopeOf(ports, companyId, materialId, request.lotId);
  // Unfiltered pages are sized by the counts kept with the material or the lot; a filter reads
  // the whole scope (no count answers it).
  const page =
    unfiltered && paged && lot
      ? await ports.lotHistoryPage(companyId, lot, number, size, await newest)
      : unfiltered && paged
        ? await ports.materialHistoryPage(companyId, materialId, number, size)
        : await ports.historyPage(companyId, scope, request, request.page, request.pageSize);
  const codeOf = await currentLotCodes(ports, companyId, page.items, lot);
  return { items: page.items.map((e) => entryView(e, codeOf)), total: page.total };
};

/** Every matching entry (the CSV export). */
export const historyAll = async (
  ports: InventoryReadPorts,
  companyId: number,
  materialId: number,
  request: HistoryRequest,
) => {
  const { scope, lot } = await scopeOf(ports, companyId, materialId, request.lotId);
  const entries = await ports.historyAll(companyId, scope, request);
  const codeOf = await currentLotCodes(ports, companyId, entries, lot);
  return entries.map((e) => entryView(e, codeOf));
};
