import { z } from 'zod';
import { isoDateTime, listOf } from './common.ts';
import { LONG_TEXT_MAX, controlCharsMessage, isCleanLine, tooLong } from './master-data-fields.ts';
import { quantityNumber } from './quantity-field.ts';

/** Lot holds (issue 21): a hold is an event with a reason; so is its release. */

export const HOLD_CATEGORIES = [
  'supplier_recall',
  'quality',
  'pest',
  'temperature',
  'expired',
  'other',
] as const;
export type HoldCategory = (typeof HOLD_CATEGORIES)[number];
export const HOLD_CATEGORY_LABELS: Record<HoldCategory, string> = {
  supplier_recall: 'Supplier recall',
  quality: 'Quality',
  pest: 'Pest',
  temperature: 'Temperature',
  expired: 'Expired',
  other: 'Other',
};

export const holdMessages = {
  categoryInvalid: `category must be one of ${HOLD_CATEGORIES.join(', ')}`,
  reasonRequired: 'A reason is required',
  releaseReasonRequired: 'Say why the lot is released',
  alreadyHeld: (code: string) => `Lot ${code} is already on hold`,
  notHeld: (code: string) => `Lot ${code} is not on hold`,
  merged: (code: string) => `Lot ${code} was merged into another lot: hold or release that lot`,
  mergeHeld: (from: string, to: string) =>
    `Lot ${from} is on hold: release it, or put lot ${to} on hold too, before merging them`,
  changedMeanwhile: 'The lot changed while it was being held or released; try again',
  /** A submit or usage that would take stock from a held lot (409). */
  refused: (lot: string, material: string, hold: string) =>
    `Lot ${lot} of ${material} is on hold (${hold}): release it before using or shipping it`,
  refusedByInput: (lot: string, material: string, input: string, hold: string) =>
    `Lot ${lot} of ${material} was made from lot ${input}, which is on hold (${hold}): release either lot before using or shipping it`,
  // Screen texts.
  onHand: 'on hand, held',
  heldBadge: 'On hold',
} as const;

const reasonText = (required: string) =>
  z
    .string({ message: required })
    .trim()
    .min(1, { message: required })
    .max(LONG_TEXT_MAX, { message: tooLong('Reason', LONG_TEXT_MAX) })
    .refine((v) => isCleanLine(v.replace(/[\n\r\t]/g, ' ')), { message: controlCharsMessage('Reason') });

export const holdBody = z.object({
  category: z.enum(HOLD_CATEGORIES, { message: holdMessages.categoryInvalid }),
  reason: reasonText(holdMessages.reasonRequired),
  /**
   * Also hold every lot made from this one (through intermediates) that still has stock and is
   * not held yet, with the same reason (the preview route lists them).
   */
  include_descendants: z.boolean().optional(),
});
export type HoldBody = z.infer<typeof holdBody>;

export const releaseBody = z.object({ reason: reasonText(holdMessages.releaseReasonRequired) });

const holdUser = z.object({
  user_id: z.number().int(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
});

const lotRef = z.object({ material_id: z.number().int(), lot_id: z.number().int(), lot_code: z.string() });

/** A lot's current hold (null when it is not held). */
export const lotHold = z
  .object({
    category: z.enum(HOLD_CATEGORIES),
    reason: z.string(),
    held_at: isoDateTime,
    held_by: holdUser.nullable().meta({ description: 'null for a hold placed by the expiry job' }),
    /** Set when the hold came from holding a lot this one was made from. */
    via_lot: lotRef.nullable(),
  })
  .meta({ id: 'LotHold' });
export type LotHold = z.infer<typeof lotHold>;

export const holdEvent = z
  .object({
    seq: z.number().int(),
    action: z.enum(['hold', 'release']),
    /** The hold's category (a release repeats the category of the hold it ends). */
    category: z.enum(HOLD_CATEGORIES),
    reason: z.string(),
    at: isoDateTime,
    by: holdUser.nullable(),
    via_lot: lotRef.nullable(),
  })
  .meta({ id: 'HoldEvent' });
export type HoldEventView = z.infer<typeof holdEvent>;

/** The lot's hold history, oldest first, and its current hold. */
export const holdHistory = z
  .object({ hold: lotHold.nullable(), events: z.array(holdEvent) })
  .meta({ id: 'HoldHistory' });
export type HoldHistory = z.infer<typeof holdHistory>;

export const descendantLot = z
  .object({
    material_id: z.number().int(),
    material_name: z.string(),
    lot_id: z.number().int(),
    lot_code: z.string(),
    quantity: quantityNumber,
    /** Production steps from the held lot (1: made directly from it). */
    depth: z.number().int(),
    hold: lotHold.nullable(),
  })
  .meta({ id: 'DescendantLot' });
export type DescendantLot = z.infer<typeof descendantLot>;

/** Lots made from the lot (through intermediates) that still hold stock. */
export const descendantList = listOf(descendantLot).meta({ id: 'DescendantLotList' });

export const holdResult = z
  .object({
    /** Every lot this action held (the lot first), with its hold. */
    held: z.array(lotRef.extend({ hold: lotHold })),
    history: holdHistory,
  })
  .meta({ id: 'HoldResult' });
export type HoldResult = z.infer<typeof holdResult>;

/** A hold in words: "Supplier recall: Mill recall 2026-17 (since 2026-11-26)". */
export const holdSummary = (hold: LotHold): string =>
  `${HOLD_CATEGORY_LABELS[hold.category]}: ${hold.reason} (since ${hold.held_at.slice(0, 10)})` +
  (hold.via_lot ? `, made from held lot ${hold.via_lot.lot_code}` : '');
