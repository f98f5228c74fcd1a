import type { REF_DOC_TYPES, TxnType } from '@bp/shared/contracts/ledger.ts';
import type { LotOrigin } from '@bp/shared/contracts/lots.ts';
import type { FieldValues } from '@bp/shared/contracts/submissions/fields.ts';
import type { Thousandths } from '@bp/shared/quantity/quantity.ts';
import type { LotRecord } from './lot.ts';
import type { PlannedUnits } from './planned-units.ts';
import type { SupplierLotClaim } from './supplier-lot-claim.ts';
import type { TraceLink } from './trace-link.ts';

export type LedgerType = TxnType;
export type { LotOrigin };
export type RefDocType = (typeof REF_DOC_TYPES)[number];

/** A user's names as stored (null: none given). */
export interface UserNames {
  firstName: string | null;
  lastName: string | null;
}

/** Who posted, copied onto every entry so the ledger reads without joining users. */
export interface PostedBy {
  userId: number;
  firstName: string | null;
  lastName: string | null;
  email: string;
}

/** The submission a movement comes from (goods receipts, production, shipments); none for adjustments. */
export interface SourceRef {
  docType: RefDocType;
  submissionId: number;
  submissionType: 'manual_entry' | 'transcription';
  photoId: string | null;
  rowId: number | null;
}

/** One stock change: a material (and, when it has one, a lot code), a signed quantity, its type. */
export interface Movement {
  materialId: number;
  /** As the paperwork spells it; null for an untracked movement of a material without lots. */
  lotCode: string | null;
  qtyDelta: Thousandths;
  type: LedgerType;
  source: SourceRef | null;
  note: string | null;
  /**
   * When the paperwork says it happened (the document's date: receipt, production, shipment; see
   * documentDay), the entry's recorded date. Absent (adjustments): the posting's `recordedAt`.
   */
  recordedAt?: string;
  /**
   * The fields of the row the movement comes from, as posted: copied onto its ledger entry and
   * projected into the dated events index, so a date-range export reads no rows (docs/trace.md).
   */
  rowFields?: FieldValues;
}

/** A document's date (`YYYY-MM-DD`) as a recorded time: that day at 00:00 UTC. */
export const documentDay = (date: string): string => `${date}T00:00:00.000Z`;

/**
 * A posting: movements applied together, exactly once under `key`. `submittedAt` is when the
 * paperwork was entered (the ledger's `created_at`, "Submitted Date"); `recordedAt` is when the
 * ledger took it, the recorded date of movements that carry none of their own.
 */
export interface Posting {
  key: string;
  movements: Movement[];
  by: PostedBy;
  submittedAt: string;
  recordedAt: string;
  /** Trace links written in the posting's own transactions (trace-link.ts); lots by movement index. */
  links?: readonly TraceLink[];
  /**
   * Supplier lots a goods receipt receives for the first time, claimed for their lots before the
   * posting's first transaction (supplier-lot-claim.ts); not again once the posting has begun.
   */
  supplierLots?: readonly SupplierLotClaim[];
  /**
   * The unit each material's quantities are in, as the submit planned them (planned-units.ts):
   * checked against the material once its stock item exists; absent for postings that convert
   * nothing (adjustments, merges).
   */
  units?: PlannedUnits;
}

/** A movement's lot, found or created before the write (see resolve-lots in the adapter). */
export interface ResolvedLot {
  lotId: number;
  lotCode: string;
  /** The lot as found or created to resolve it: its origin and date, its quantity before the posting. */
  lot?: LotRecord;
}

/** One ledger line as stored: immutable once written. */
export interface LedgerEntry {
  id: string;
  postingKey: string;
  index: number;
  materialId: number;
  lotId: number | null;
  lotCode: string | null;
  type: LedgerType;
  qtyDelta: Thousandths;
  submittedAt: string;
  /** The movement's own date, else the posting's (see Movement.recordedAt). */
  recordedAt: string;
  by: PostedBy;
  source: SourceRef | null;
  note: string | null;
  /** See Movement.rowFields; absent on entries without a row or written before it existed. */
  rowFields?: FieldValues;
  /** Its place in its material's ledger (0, 1, ...: see sequence.ts), given when it is written. */
  sequence?: number;
}

export interface BalanceDelta {
  materialId: number;
  lotId: number | null;
  delta: Thousandths;
}
