import type { Thousandths } from '@bp/shared/quantity/quantity.ts';
import type { TxnType } from '@bp/shared/contracts/ledger.ts';
import type { Material } from '@bp/shared/contracts/materials.ts';
import type { MaterialRecord } from '../master-data/records.ts';
import type { EntriesAhead } from '../master-data/entries-ahead.ts';
import type { MaterialEntry } from '../master-data/search-entries.ts';
import type { LotRecord } from './lot.ts';
import type { LedgerEntry } from './posting.ts';

/** Whose ledger a history reads: a material's, or some lots' (a lot and those merged into it). */
export type HistoryScope = { materialId: number } | { lotIds: readonly number[] };

export interface HistoryFilter {
  type?: TxnType;
  /** YYYY-MM-DD, inclusive, on the recorded date (UTC). */
  startDate?: string;
  endDate?: string;
}

export type EntryPage = { items: LedgerEntry[]; total: number };

/** A stock list page's records: materials (missing ones left out), stock, supplier names. */
export interface StockPageRecords {
  records: MaterialRecord[];
  stock: Map<number, Thousandths>;
  supplierNames: Map<number, string>;
}

/** What the inventory reads need from storage (wired in functions/src/wiring/inventory.ts). */
export interface InventoryReadPorts {
  material(companyId: number, id: number): Promise<MaterialRecord | null>;
  materialEntries(companyId: number): Promise<readonly MaterialEntry[]>;
  /** The entries held beside the read of the current ones (core/master-data/entries-ahead.ts). */
  materialEntriesAhead(companyId: number): EntriesAhead<MaterialEntry>;
  materials(companyId: number, ids: readonly number[]): Promise<MaterialRecord[]>;
  presentMaterials(companyId: number, records: readonly MaterialRecord[]): Promise<Material[]>;
  stock(companyId: number, materialIds: readonly number[]): Promise<Map<number, Thousandths>>;
  /** The materials, their stock and these suppliers' names, read together (one round). */
  stockPage(
    companyId: number,
    materialIds: readonly number[],
    supplierIds: readonly number[],
  ): Promise<StockPageRecords>;
  lot(companyId: number, materialId: number, lotId: number): Promise<LotRecord | null>;
  /** The material and its lot, read together (one call). */
  materialAndLot(
    companyId: number,
    materialId: number,
    lotId: number,
  ): Promise<{ material: MaterialRecord | null; lot: LotRecord | null }>;
  lots(companyId: number, refs: readonly { materialId: number; lotId: number }[]): Promise<LotRecord[]>;
  materialLots(companyId: number, materialId: number): Promise<LotRecord[]>;
  /** A page of a material's whole history, newest first; its cost must not grow with the page. */
  materialHistoryPage(
    companyId: number,
    materialId: number,
    page: number,
    pageSize: number,
  ): Promise<EntryPage>;
  /**
   * A page of a lot's whole history (its entries and its merged lots'), newest first, as
   * historyPage answers it; its cost follows the page, not the lot's use.
   */
  lotHistoryPage(
    companyId: number,
    lot: LotRecord,
    page: number,
    pageSize: number,
    /** The lot's own newest entries, read already (`lotNewestEntries`); a first page may be them. */
    newest?: readonly LedgerEntry[],
  ): Promise<EntryPage>;
  /** The newest `take` entries of one lot's own range, before its count is known. */
  lotNewestEntries(companyId: number, lotId: number, take: number): Promise<LedgerEntry[]>;
  /** A page of a (filtered) history, newest first; without page nor size, every entry. */
  historyPage(
    companyId: number,
    scope: HistoryScope,
    filter: HistoryFilter,
    page?: number,
    pageSize?: number,
  ): Promise<EntryPage>;
  historyAll(companyId: number, scope: HistoryScope, filter: HistoryFilter): Promise<LedgerEntry[]>;
}
