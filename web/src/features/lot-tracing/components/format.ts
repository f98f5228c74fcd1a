import { formatQuantityNumber } from '@bp/shared/quantity/quantity.ts';

/** Quantities on screen: up to two decimals, trailing .00 removed (spec 001 section 9). */
export const amount = (value: number, unit?: string | null): string =>
  unit ? `${formatQuantityNumber(value)} ${unit}` : formatQuantityNumber(value);

/** A contact's reachable details on one line ('Carl · 555-0202 · carl@x.test'); a dash if none. */
export const contactLine = (parts: readonly (string | null | undefined)[]): string =>
  parts.filter((p): p is string => Boolean(p && p.trim())).join(' · ') || '-';
