import { z } from 'zod';
import { isoDateTime, listOf, optionalBooleanQuery, positiveId, searchQuery } from './common.ts';
import { LOT_CODE_MAX } from './inventory.ts';
import { controlCharsMessage, isCleanLine, tooLong } from './master-data-fields.ts';
import { quantityNumber } from './quantity-field.ts';
import { lotExpiry } from './expiry.ts';
import { lotHold } from './holds.ts';

/** Material lots (spec 001 sections 2-5, 7 and 8). */

export const LOT_ORIGINS = ['goods_receipt', 'production_output', 'inconsistent'] as const;
export type LotOrigin = (typeof LOT_ORIGINS)[number];
export const LOT_ORIGIN_LABELS: Record<LotOrigin, string> = {
  goods_receipt: 'Goods receipt',
  production_output: 'Production output',
  inconsistent: 'Inconsistent',
};

export const NOTES_PREVIEW = 80;

export const lotMessages = {
  notFound: 'Material lot not found',
  materialNotFound: 'Material not found',
  codeRequired: 'Lot code is required',
  codeUnchanged: 'The new lot code must differ from the current one',
  conflict: (code: string) => `A lot with code ${code} already exists.`,
  lotIdInvalid: (field: string) => `${field} must be a positive whole number`,
  sameLot: 'A lot cannot be merged into itself',
  alreadyMerged: 'This lot was already merged into another lot',
  targetMerged: 'The lot to merge into was itself merged into another lot',
  // Screen texts.
  searchPlaceholder: 'Search by lot code...',
  emptySearch: (search: string) => `No lot codes found matching "${search}"`,
  emptySearchHint: 'Try a different search term',
  empty: 'No lot codes found',
  emptyHint: 'Create lots by receiving or producing materials',
  loadFailed: "Couldn't load lot codes",
} as const;

/** Notes cut at 80 characters plus an ellipsis (the lots table). */
export const notesPreview = (notes: string | null): string | null =>
  notes && notes.length > NOTES_PREVIEW ? `${notes.slice(0, NOTES_PREVIEW)}...` : notes;

export const materialLotParams = z.object({
  id: positiveId('id must be a positive whole number'),
  lotId: positiveId('lotId must be a positive whole number'),
});

export const lotReceipt = z
  .object({
    supplier_id: z.number().int(),
    supplier_lot_code: z.string().nullable(),
    date: z.string(),
    /** The supplier's own dates for their lot (YYYY-MM-DD), null where the receipt row gave none. */
    supplier_use_by: z.string().nullable(),
    supplier_best_before: z.string().nullable(),
    supplier_production_date: z.string().nullable(),
  })
  .meta({ id: 'LotReceipt' });

/** A rename of the lot, or another lot merged into it: who did it and when (issue 21 item 6). */
export const lotCodeChange = z
  .object({
    change: z.enum(['renamed', 'merged']),
    from_code: z.string(),
    to_code: z.string(),
    /** The lot merged in (merges only). */
    merged_lot_id: z.number().int().nullable(),
    /** What the merged lot held when it was merged (merges only). */
    quantity: quantityNumber.nullable(),
    by: z
      .object({ first_name: z.string().nullable(), last_name: z.string().nullable(), email: z.string() })
      .nullable(),
    at: isoDateTime,
  })
  .meta({ id: 'LotCodeChange' });
export type LotCodeChange = z.infer<typeof lotCodeChange>;

export const materialLot = z
  .object({
    id: z.number().int(),
    material_id: z.number().int(),
    lot_code: z.string(),
    quantity: quantityNumber,
    origin: z.enum(LOT_ORIGINS),
    /** When the lot was registered (the screens' "Registered"). */
    production_date: isoDateTime,
    notes: z.string().nullable(),
    /** Codes of lots merged into this one: they still find it. */
    merged_codes: z.array(z.string()),
    /** Set on a lot that was merged away: the surviving lot's id. */
    merged_into_lot_id: z.number().int().nullable(),
    /** The current hold (issue 21): a held lot keeps its stock but cannot be used or shipped. */
    hold: lotHold.nullable(),
    /** The use-by or best-before date (issue 21), null when none is known. */
    expiry: lotExpiry.nullable(),
    /**
     * Its goods receipts, oldest first (issue 21): the supplier and the supplier's own lot code,
     * kept apart from our lot_code, and the receipt date from the paperwork.
     */
    receipts: z.array(lotReceipt),
    /** The first receipt's date (YYYY-MM-DD), null for a lot never received. */
    received_date: z.string().nullable(),
    /**
     * True for a lot first named by a use, a shipment or an adjustment rather than received or
     * produced (origin inconsistent): where it came from is not known (issue 21).
     */
    unverified_origin: z.boolean(),
    /** Codes it had before a rename: a trace by one of them finds it while no other lot has it. */
    former_codes: z.array(z.string()),
    /** Its renames and the merges into it, oldest first. */
    code_history: z.array(lotCodeChange),
  })
  .meta({ id: 'MaterialLot' });
export type MaterialLot = z.infer<typeof materialLot>;

export const materialLotList = listOf(materialLot).meta({ id: 'MaterialLotList' });

/** include_archived also lists lots merged away (they hold nothing). */
export const lotListQuery = searchQuery.extend({ include_archived: optionalBooleanQuery });

export const lotPatchBody = z.object({
  lot_code: z
    .string({ message: lotMessages.codeRequired })
    .trim()
    .min(1, { message: lotMessages.codeRequired })
    .max(LOT_CODE_MAX, { message: tooLong('Lot code', LOT_CODE_MAX) })
    .refine(isCleanLine, { message: controlCharsMessage('Lot code') }),
});

export const lotEditResult = z
  .object({
    updated_lot: materialLot,
    conflict_discovered: z.boolean(),
    conflicting_lot: z
      .object({
        id: z.number().int(),
        lot_code: z.string(),
        origin: z.enum(LOT_ORIGINS),
        quantity: quantityNumber,
        production_date: isoDateTime,
      })
      .nullable(),
    merged_into_lot: z.object({ id: z.number().int() }).nullable(),
  })
  .meta({ id: 'LotEditResult' });
export type LotEditResult = z.infer<typeof lotEditResult>;

export const mergeBody = z.object({
  from_lot_id: positiveId(lotMessages.lotIdInvalid('from_lot_id')),
  to_lot_id: positiveId(lotMessages.lotIdInvalid('to_lot_id')),
});
