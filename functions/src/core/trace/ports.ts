import type { FieldValues } from '@bp/shared/contracts/submissions/fields.ts';
import type { Thousandths } from '@bp/shared/quantity/quantity.ts';
import type { CustomerRecord, MaterialRecord, SupplierRecord } from '../master-data/records.ts';
import type { LotRecord } from '../inventory/lot.ts';
import type { LedgerEntry, SourceRef } from '../inventory/posting.ts';
import type { KindName, RowRecord, SubmissionRecord } from '../submissions/records.ts';

/** A trace link as read back from a lot's partition (docs/submissions.md, "Trace links"). */
export type StoredLink =
  | {
      type: 'production';
      /** `out`: the partition's lot went into the output; `in`: the input went into the partition's lot. */
      direction: 'in' | 'out';
      submissionId: number;
      rowId: number;
      date: string;
      inputMaterialId: number;
      inputLotId: number;
      outputMaterialId: number;
      outputLotId: number;
      quantityUsed: Thousandths;
      quantityProduced: Thousandths;
    }
  | {
      type: 'shipment';
      submissionId: number;
      rowId: number;
      date: string;
      materialId: number;
      lotId: number;
      customerId: number;
      quantity: Thousandths;
    }
  | {
      type: 'receipt';
      submissionId: number;
      rowId: number;
      date: string;
      materialId: number;
      lotId: number;
      supplierId: number;
      poNumber: string | null;
      supplierLotCode?: string | null;
      quantity: Thousandths;
    };

/** The four kinds of link a lot's partition holds (each a range of its sort keys). */
export type LinkKind = 'in' | 'out' | 'receipt' | 'shipment';
export const LINK_KINDS: readonly LinkKind[] = ['in', 'out', 'receipt', 'shipment'];

export const kindOfLink = (link: StoredLink): LinkKind =>
  link.type === 'production' ? link.direction : link.type;

export interface LotRef {
  materialId: number;
  lotId: number;
}

import type { CodedLot } from './lots-named-by.ts';

/** The master records a trace names, by kind. */
export interface MasterIds {
  materials: readonly number[];
  suppliers: readonly number[];
  customers: readonly number[];
}
export interface MasterRecords {
  materials: MaterialRecord[];
  suppliers: SupplierRecord[];
  customers: CustomerRecord[];
}

/** What a trace reads (wired in functions/src/wiring/trace.ts). Every call is by key or one partition. */
export interface TracePorts {
  /**
   * Lots that carry `code`, any material, with how they carry it (own or merged into them, former,
   * a supplier's): one index query. `lotsNamedBy` decides which of them the code names.
   */
  lotsByCode(companyId: number, code: string): Promise<CodedLot[]>;
  /** Batched gets; missing lots left out. */
  lots(companyId: number, refs: readonly LotRef[]): Promise<LotRecord[]>;
  /**
   * The links stored in each lot's partition, one query per lot, in parallel: those of `kinds`
   * (all when not given) at least; a read may bring others.
   */
  links(
    companyId: number,
    lotIds: readonly number[],
    kinds?: readonly LinkKind[],
  ): Promise<Map<number, StoredLink[]>>;
  materials(companyId: number, ids: readonly number[]): Promise<MaterialRecord[]>;
  suppliers(companyId: number, ids: readonly number[]): Promise<SupplierRecord[]>;
  customers(companyId: number, ids: readonly number[]): Promise<CustomerRecord[]>;
  /** Materials, suppliers and customers read together: one batched read (missing ones left out). */
  masters(companyId: number, ids: MasterIds): Promise<MasterRecords>;
}

/** A dated ledger entry as the export reads it: null fields for entries written before they were copied. */
export interface DatedEntry {
  source: SourceRef;
  rowFields: FieldValues | null;
  /** The entry's lot (to read its hold by key); null where the index predates it. */
  lot: LotRef | null;
}

/** What mass balance and the date-range export read besides the trace's ports. */
export interface TraceRecordPorts extends TracePorts {
  /** The company's name: the plant that assigns its own lot codes (FSMA 204 export). */
  companyName(companyId: number): Promise<string>;
  /** The ledger entries of these lots (a lot and those merged into it). */
  lotEntries(companyId: number, lotIds: readonly number[]): Promise<LedgerEntry[]>;
  /**
   * The sources (submission and row) and row fields of the ledger entries recorded from `start`
   * to `end` (YYYY-MM-DD, inclusive; an entry's recorded date is its document's): one index query
   * per day, so a range costs what is in it, never the company's whole history.
   */
  datedEntries(companyId: number, start: string, end: string): Promise<DatedEntry[]>;
  /** Batched gets; missing ones left out. */
  submissionsByIds(companyId: number, kind: KindName, ids: readonly number[]): Promise<SubmissionRecord[]>;
  rowsByIds(
    companyId: number,
    kind: KindName,
    rows: readonly { submissionId: number; rowId: number }[],
  ): Promise<RowRecord[]>;
  /** A supplier's receipt links (its trace partition): one query, the supplier's deliveries. */
  supplierReceipts(
    companyId: number,
    supplierId: number,
  ): Promise<Extract<StoredLink, { type: 'receipt' }>[]>;
}
