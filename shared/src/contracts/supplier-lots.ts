import { z } from 'zod';
import { listOf, positiveId } from './common.ts';
import { lotHold } from './holds.ts';
import { quantityNumber } from './quantity-field.ts';
import { supplierMessages } from './suppliers.ts';

/**
 * Finding our lots from a supplier's own lot code (issue 21): "supplier X recalled their lot Y".
 * The code is looked up within that supplier's receipts only, so the same code from two
 * suppliers never collides.
 */

export const SUPPLIER_LOT_CODE_MAX = 100;

export const supplierLotMessages = {
  supplierNotFound: supplierMessages.notFound,
  supplierIdInvalid: 'supplier_id must be a positive whole number',
  codeRequired: 'supplier_lot_code is required',
  codeTooLong: `supplier_lot_code must be at most ${SUPPLIER_LOT_CODE_MAX} characters`,
  // Screen texts.
  none: (supplier: string, code: string) => `No lot received from ${supplier} under their lot code ${code}`,
} as const;

export const supplierLotQuery = z.object({
  supplier_id: positiveId(supplierLotMessages.supplierIdInvalid),
  supplier_lot_code: z
    .string({ message: supplierLotMessages.codeRequired })
    .trim()
    .min(1, { message: supplierLotMessages.codeRequired })
    .max(SUPPLIER_LOT_CODE_MAX, { message: supplierLotMessages.codeTooLong }),
});
export type SupplierLotQuery = z.infer<typeof supplierLotQuery>;

export const supplierLotMatch = z
  .object({
    material_id: z.number().int(),
    material_name: z.string(),
    unit_of_measure: z.string(),
    lot_id: z.number().int(),
    /** Our lot code (trace it with POST /api/trace-lot and material_id). */
    lot_code: z.string(),
    /** The supplier's code as first written on a receipt. */
    supplier_lot_code: z.string(),
    /** Receipt dates of this supplier lot into our lot, oldest first. */
    received_dates: z.array(z.string()),
    quantity_received: quantityNumber,
    quantity_on_hand: quantityNumber,
    hold: lotHold.nullable(),
  })
  .meta({ id: 'SupplierLotMatch' });
export type SupplierLotMatch = z.infer<typeof supplierLotMatch>;

export const supplierLotList = listOf(supplierLotMatch).meta({ id: 'SupplierLotList' });
export type SupplierLotList = z.infer<typeof supplierLotList>;
