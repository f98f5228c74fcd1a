import type { LedgerTransaction } from '@bp/shared/contracts/ledger.ts';
import type { LotEditResult, MaterialLot } from '@bp/shared/contracts/lots.ts';
import { toNumber } from '@bp/shared/quantity/quantity.ts';
import { expiryView } from '../expiry/expiry.ts';
import { holdView } from '../holds/hold.ts';
import type { LotRecord } from './lot.ts';
import type { LedgerEntry, RefDocType } from './posting.ts';

/** Answers of the inventory API, from stored records. Quantities leave as exact decimals. */

export const lotView = (lot: LotRecord): MaterialLot => ({
  id: lot.id,
  material_id: lot.materialId,
  lot_code: lot.lotCode,
  quantity: toNumber(lot.quantity),
  origin: lot.origin,
  production_date: lot.registeredAt,
  notes: lot.notes,
  merged_codes: lot.aliases,
  merged_into_lot_id: lot.mergedInto,
  hold: holdView(lot.hold),
  expiry: expiryView(lot.expiry),
  receipts: (lot.receipts ?? []).map((r) => ({
    supplier_id: r.supplierId,
    supplier_lot_code: r.supplierLotCode,
    date: r.date,
    supplier_use_by: r.supplierDates?.useBy ?? null,
    supplier_best_before: r.supplierDates?.bestBefore ?? null,
    supplier_production_date: r.supplierDates?.productionDate ?? null,
  })),
  received_date: firstReceiptDate(lot),
  unverified_origin: lot.origin === 'inconsistent',
  former_codes: lot.formerCodes ?? [],
  code_history: (lot.codeChanges ?? []).map((c) => ({
    change: c.change,
    from_code: c.fromCode,
    to_code: c.toCode,
    merged_lot_id: c.lotId,
    quantity: c.quantity === null ? null : toNumber(c.quantity),
    by: c.by ? userView(c.by) : null,
    at: c.at,
  })),
});

const firstReceiptDate = (lot: LotRecord): string | null =>
  (lot.receipts ?? []).reduce<string | null>(
    (first, r) => (first === null || r.date < first ? r.date : first),
    null,
  );

const userView = (by: LedgerEntry['by']) => ({
  first_name: by.firstName,
  last_name: by.lastName,
  email: by.email,
});

/** `currentCode` gives a lot's code today (after edits and merges); the entry keeps its lot id. */
export const entryView = (
  entry: LedgerEntry,
  currentCode: (lotId: number) => string | undefined,
): LedgerTransaction => ({
  id: entry.id,
  material_id: entry.materialId,
  lot_id: entry.lotId,
  created_at: entry.submittedAt,
  recorded_at: entry.recordedAt,
  txn_type: entry.type,
  qty_delta: toNumber(entry.qtyDelta),
  lot_code: entry.lotId === null ? null : (currentCode(entry.lotId) ?? entry.lotCode),
  ref_doc_type: (entry.source?.docType ?? null) as RefDocType | null,
  submission: entry.source
    ? {
        submission_id: entry.source.submissionId,
        submission_type: entry.source.submissionType,
        photo_id: entry.source.photoId,
        user: userView(entry.by),
      }
    : null,
  user: userView(entry.by),
  note: entry.note,
});

export const lotEditView = (
  lot: LotRecord,
  conflicting: LotRecord | null,
  mergedInto: LotRecord | null = null,
): LotEditResult => ({
  updated_lot: lotView(lot),
  conflict_discovered: conflicting !== null,
  conflicting_lot: conflicting
    ? {
        id: conflicting.id,
        lot_code: conflicting.lotCode,
        origin: conflicting.origin,
        quantity: toNumber(conflicting.quantity),
        production_date: conflicting.registeredAt,
      }
    : null,
  merged_into_lot: mergedInto ? { id: mergedInto.id } : null,
});
