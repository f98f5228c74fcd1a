import { formatQuantityNumber } from '@bp/shared/quantity/quantity.ts';

/** Quantities on screen: up to two decimals, trailing .00 removed (spec 001 section 9). */
export const qty = (value: number): string => formatQuantityNumber(value);

/** A date and time in the reader's locale; a dash when missing. */
export const dateTime = (iso: string | null | undefined): string =>
  iso ? new Date(iso).toLocaleString() : '-';

/**
 * A ledger entry's recorded date: a document's own day (stored as that day at 00:00 UTC, so read
 * in UTC lest a reader west of Greenwich see the day before), else the day it was entered.
 */
export const recordedDate = (iso: string | null | undefined): string => {
  if (!iso) return '-';
  const day = iso.endsWith('T00:00:00.000Z');
  return new Date(iso).toLocaleDateString(undefined, day ? { timeZone: 'UTC' } : {});
};
