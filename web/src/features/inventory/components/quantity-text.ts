import { formatQuantityNumber } from '@bp/shared/quantity/quantity.ts';

/** Quantities on screen: up to two decimals, trailing .00 removed (spec 001 section 9). */
export const qty = (value: number): string => formatQuantityNumber(value);

/** A date and time in the reader's locale; a dash when missing. */
export const dateTime = (iso: string | null | undefined): string =>
  iso ? new Date(iso).toLocaleString() : '-';
