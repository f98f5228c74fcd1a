import type { ScreenKindName } from '../../model/screen-kinds.ts';
import type { FieldBody } from './row-checks.ts';

/** Today as YYYY-MM-DD in the user's time zone (what a date input shows). */
export const today = (now = new Date()): string => {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
};

/**
 * A new row's fields (spec 001 section 4): quantity 0, no material (or supplier), an empty unit,
 * and for goods receipts the submission's receipt date, else today.
 */
export const newRowValues = (kind: ScreenKindName, receiptDate: string | null): FieldBody => {
  switch (kind) {
    case 'goods_receipt':
      return {
        quantity: 0,
        unit: null,
        supplier_id: null,
        material_id: null,
        receipt_date: receiptDate ?? today(),
      };
    case 'production':
      return { amt_used: 0, unit: null, material_id: null };
    case 'shipment':
      return { material_quantity: 0, material_id: null };
  }
};
