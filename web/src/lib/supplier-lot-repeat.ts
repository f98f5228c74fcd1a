import {
  SPLIT_SUPPLIER_LOT,
  type SupplierLotRepeat,
  supplierLotRepeatsAnswer,
} from '@bp/shared/contracts/supplier-lot-repeat.ts';
import { ApiError } from './api-error.ts';
import { idOf, sameCode } from './unknown-lots.ts';

/**
 * The rows a refused goods receipt submit names (409 with supplier_lots): their supplier's lot
 * arrived before as another lot of ours, so the screen asks "keep it as a new lot?" before
 * sending again with the split. Null for any other error.
 */
export function supplierLotRepeatsIn(error: unknown): SupplierLotRepeat[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = supplierLotRepeatsAnswer.safeParse(error.body);
  return parsed.success ? parsed.data.supplier_lots : null;
}

/** Whether a goods receipt row (field name -> value) is one the server refused. */
export const rowIsRepeat = (row: Record<string, unknown>, repeats: readonly SupplierLotRepeat[]): boolean =>
  repeats.some(
    (r) =>
      idOf(row.material_id) === r.material_id &&
      idOf(row.supplier_id) === r.supplier_id &&
      sameCode(row.supplier_lot_code, r.supplier_lot_code) &&
      sameCode(row.lot_code, r.row_lot_code),
  );

export { SPLIT_SUPPLIER_LOT };
