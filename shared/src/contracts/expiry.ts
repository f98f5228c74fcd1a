import { z } from 'zod';
import { listOf } from './common.ts';
import { lotHold } from './holds.ts';
import { isoDate } from './ledger.ts';
import { quantityNumber } from './quantity-field.ts';

/** Expiry and best-before dates of lots (issue 21). */

export const EXPIRY_KINDS = ['use_by', 'best_before'] as const;
export type ExpiryKind = (typeof EXPIRY_KINDS)[number];
export const EXPIRY_KIND_LABELS: Record<ExpiryKind, string> = {
  use_by: 'Use by',
  best_before: 'Best before',
};

export const EXPIRING_WINDOWS = [30, 60, 90] as const;

export const expiryMessages = {
  kindInvalid: `kind must be one of ${EXPIRY_KINDS.join(', ')}`,
  daysInvalid: `days must be one of ${EXPIRING_WINDOWS.join(', ')}`,
  /** Shipping or using a lot past its date without an override (409). */
  expired: (lot: string, material: string, label: string, date: string) =>
    `Lot ${lot} of ${material} is past its ${label.toLowerCase()} date (${date}): give an override reason to ship it anyway`,
  expiredUse: (lot: string, material: string, label: string, date: string) =>
    `Lot ${lot} of ${material} is past its ${label.toLowerCase()} date (${date}) and cannot be used`,
  autoHoldReason: (label: string, date: string) => `${label} date ${date} passed`,
  fefo: 'Suggested first-expired-first-out: the lot that expires first is listed first',
} as const;

export const lotExpiry = z
  .object({ date: z.string(), kind: z.enum(EXPIRY_KINDS) })
  .meta({ id: 'LotExpiry', description: 'YYYY-MM-DD and whether the label says use-by or best-before' });
export type LotExpiry = z.infer<typeof lotExpiry>;

/** PUT /api/materials/{id}/lots/{lotId}/expiry: a date (null clears it) and its kind. */
export const expiryBody = z.object({
  date: isoDate('date').nullable(),
  kind: z.enum(EXPIRY_KINDS, { message: expiryMessages.kindInvalid }).optional().default('best_before'),
});

export const expiringQuery = z.object({
  days: z
    .enum(['30', '60', '90'], { message: expiryMessages.daysInvalid })
    .optional()
    .default('30')
    .transform(Number),
});

export const expiringLot = z
  .object({
    material_id: z.number().int(),
    material_name: z.string(),
    unit_of_measure: z.string(),
    lot_id: z.number().int(),
    lot_code: z.string(),
    quantity: quantityNumber,
    expiry: lotExpiry,
    /** Days from today (UTC) to the date; negative once it passed. */
    days_left: z.number().int(),
    hold: lotHold.nullable(),
    /** Never received or produced (origin inconsistent; issue 21 item 6). */
    unverified_origin: z.boolean(),
  })
  .meta({ id: 'ExpiringLot' });
export type ExpiringLot = z.infer<typeof expiringLot>;

export const expiringList = listOf(expiringLot).meta({ id: 'ExpiringLotList' });

/** Whole days from `today` to `date` (both YYYY-MM-DD). */
export const daysBetween = (today: string, date: string): number =>
  Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);

/** YYYY-MM-DD `days` after `date`. */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
