import type { Thousandths } from '@bp/shared/quantity/quantity.ts';

/** The ledger's transaction types (spec 001 section 3). */
export const LEDGER_TYPES = [
  'goods_receipt',
  'production_usage',
  'production_output',
  'shipment',
  'adjustment',
] as const;
export type LedgerType = (typeof LEDGER_TYPES)[number];

export const LOT_ORIGINS = ['goods_receipt', 'production_output', 'inconsistent'] as const;
export type LotOrigin = (typeof LOT_ORIGINS)[number];

export const REF_DOC_TYPES = [
  'goods_receipt_submission',
  'production_submission',
  'shipment_submission',
] as const;
export type RefDocType = (typeof REF_DOC_TYPES)[number];

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
}

/**
 * A posting: movements applied together, exactly once under `key`. `submittedAt` is when the
 * paperwork was submitted (the ledger's "Submitted Date"), `recordedAt` when the ledger took it.
 */
export interface Posting {
  key: string;
  movements: Movement[];
  by: PostedBy;
  submittedAt: string;
  recordedAt: string;
}

/** A movement's lot, found or created before the write (see resolve-lots in the adapter). */
export interface ResolvedLot {
  lotId: number;
  lotCode: string;
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
  recordedAt: string;
  by: PostedBy;
  source: SourceRef | null;
  note: string | null;
}

export interface BalanceDelta {
  materialId: number;
  lotId: number | null;
  delta: Thousandths;
}
