import { z } from 'zod';
import { listOf, positiveId, searchQuery } from './common.ts';
import { ledgerTransaction } from './ledger.ts';
import { controlCharsMessage, isCleanLine, optionalText, tooLong } from './master-data-fields.ts';
import { MATERIAL_TYPES } from './materials.ts';
import { quantityField, quantityNumber } from './quantity-field.ts';

/** Inventory and adjustments (spec 001 sections 2, 3, 5, 7 and 8). */

export const LOT_CODE_MAX = 100;
export const NOTE_MAX = 1000;

export const INVENTORY_PAGE_SIZES = { inventory: 25, lots: 20, ledger: 20, adjustLotCodes: 50 } as const;

export const inventoryMessages = {
  qtyRequired: 'Quantity change is required',
  qtyInvalid: 'Must be a valid number',
  qtyZero: 'Quantity change cannot be zero',
  lotCodeRequired: 'Lot code is required for traceable materials',
  txnReasonInvalid: 'txn_reason must be "adjustment" or "usage"',
  usageNotNegative: 'A usage takes stock out: qty_delta must be negative',
  idempotencyKeyInvalid: 'Idempotency-Key must be 1-200 visible characters',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request',
  materialNotFound: 'Material not found',
  // Screen texts (sections 2 and 8).
  searchPlaceholder: 'Search materials or SKU...',
  loadError: (message: string) => `Error loading inventory: ${message}`,
  adjustFailed: 'An error occurred while processing the adjustment',
  materialLoadErrorTitle: 'Error Loading Material',
  materialLoadErrorText: 'Could not load material information',
  materialMissingTitle: 'Material Not Found',
  materialMissingText: 'The requested material could not be found.',
} as const;

export const materialIdParams = z.object({
  materialId: positiveId('materialId must be a positive whole number'),
});

export const inventoryItem = z
  .object({
    material_id: z.number().int(),
    material_name: z.string(),
    sku: z.string().nullable(),
    material_type: z.enum(MATERIAL_TYPES),
    quantity_on_hand: quantityNumber,
    unit_of_measure: z.string(),
    traceable: z.boolean(),
    default_supplier_name: z.string().nullable(),
  })
  .meta({ id: 'InventoryItem' });
export type InventoryItem = z.infer<typeof inventoryItem>;

export const inventoryList = listOf(inventoryItem).meta({ id: 'InventoryList' });
export const inventoryListQuery = searchQuery;

/** A lot code as sent: trimmed, '' and null mean none. */
export const optionalLotCode = z
  .string({ message: 'lot_code must be text' })
  .trim()
  .max(LOT_CODE_MAX, { message: tooLong('Lot code', LOT_CODE_MAX) })
  .refine(isCleanLine, { message: controlCharsMessage('Lot code') })
  .nullish()
  .transform((v) => (v ? v : null));

/** The Adjust Inventory form and POST /api/inventory/{materialId}/adjust. */
export const adjustBody = z.object({
  qty_delta: quantityField(inventoryMessages.qtyRequired, inventoryMessages.qtyInvalid).refine(
    (v) => v !== 0,
    {
      message: inventoryMessages.qtyZero,
    },
  ),
  /** "usage": stock used outside a production record (refused on a held lot, like a production input). */
  txn_reason: z
    .enum(['adjustment', 'usage'], { message: inventoryMessages.txnReasonInvalid })
    .optional()
    .default('adjustment'),
  lot_code: optionalLotCode,
  note: optionalText('Note', NOTE_MAX),
  /** A usage of a lot never received or produced, confirmed (issue 21 item 6; see contracts/unknown-lots.ts). */
  confirm_unknown_lot: z.boolean({ message: 'confirm_unknown_lot must be true or false' }).optional(),
});
export type AdjustInput = z.input<typeof adjustBody>;
export type AdjustValues = z.output<typeof adjustBody>;

export const adjustResult = z
  .object({
    transaction: ledgerTransaction,
    quantity_on_hand: quantityNumber,
    /** The lot's quantity after the adjustment, when it concerns a lot. */
    lot_quantity: quantityNumber.nullable(),
    /** True when the Idempotency-Key had already been applied: nothing changed this time. */
    replayed: z.boolean(),
  })
  .meta({ id: 'AdjustResult' });
export type AdjustResult = z.infer<typeof adjustResult>;

export const INVENTORY_CSV_COLUMNS = [
  'material_id',
  'material_name',
  'sku',
  'material_type',
  'quantity_on_hand',
  'unit_of_measure',
  'traceable',
  'default_supplier_name',
] as const;
