import {
  addDays,
  EXPIRY_KIND_LABELS,
  expiryMessages,
  type ExpiryKind,
  type LotExpiry,
} from '@bp/shared/contracts/expiry.ts';
import type { LotRecord, SupplierDates } from '../inventory/lot.ts';

/** A lot's date and what its label calls it. */
export interface Expiry {
  date: string;
  kind: ExpiryKind;
}

export const expiryView = (e: Expiry | null | undefined): LotExpiry | null =>
  e ? { date: e.date, kind: e.kind } : null;

/** A lot is expired the day after its date (the date itself is still good). */
export const isExpired = (e: Expiry | null | undefined, today: string): e is Expiry => !!e && e.date < today;

/**
 * Why taking stock from this lot is refused for its date, or null. Shipping an expired lot needs
 * an override reason (recorded on the ledger entry); using one in production is refused (correct
 * the lot's date after a quality check if it is still good).
 */
export const expiryRefusal = (
  lot: LotRecord,
  materialName: string,
  today: string,
  use: { ship: boolean; override: string | null },
): string | null => {
  if (!isExpired(lot.expiry, today)) return null;
  const label = EXPIRY_KIND_LABELS[lot.expiry.kind];
  if (!use.ship) return expiryMessages.expiredUse(lot.lotCode, materialName, label, lot.expiry.date);
  return use.override ? null : expiryMessages.expired(lot.lotCode, materialName, label, lot.expiry.date);
};

/**
 * First expired, first out: dated lots by date, undated ones last; lots with the same date (or
 * none) first in, first out: by the day they came in (the first receipt's date from the paperwork,
 * else when the lot was registered), then by code.
 */
export const fefoOrder = <T extends Pick<LotRecord, 'expiry' | 'lotCode' | 'registeredAt' | 'receipts'>>(
  lots: readonly T[],
): T[] =>
  [...lots].sort((a, b) => {
    const da = a.expiry?.date ?? '9999-99-99';
    const db = b.expiry?.date ?? '9999-99-99';
    return da.localeCompare(db) || cameIn(a).localeCompare(cameIn(b)) || a.lotCode.localeCompare(b.lotCode);
  });

/** The day a lot came in: its earliest receipt's date, else the day it was registered. */
const cameIn = (lot: Pick<LotRecord, 'registeredAt' | 'receipts'>): string =>
  (lot.receipts ?? []).reduce((min, r) => (r.date && r.date < min ? r.date : min), dayOf(lot.registeredAt));

/** A received lot's default date: the receipt date plus the material's shelf life. */
export const receivedExpiry = (
  receiptDate: string,
  shelfLifeDays: number | null | undefined,
): Expiry | null => (shelfLifeDays ? { date: addDays(receiptDate, shelfLifeDays), kind: 'use_by' } : null);

/** The supplier's date for their lot as our lot's: use-by when given (the stricter), else best-before. */
export const suppliersExpiry = (dates: SupplierDates | undefined): Expiry | null =>
  dates?.useBy
    ? { date: dates.useBy, kind: 'use_by' }
    : dates?.bestBefore
      ? { date: dates.bestBefore, kind: 'best_before' }
      : null;

/** A made lot's default date: the earliest among its inputs' (with that input's kind). */
export const earliestExpiry = (inputs: readonly (Expiry | null | undefined)[]): Expiry | null =>
  inputs.reduce<Expiry | null>((min, e) => (e && (!min || e.date < min.date) ? e : min), null);

/** The UTC day of an ISO time. */
export const dayOf = (iso: string): string => iso.slice(0, 10);
