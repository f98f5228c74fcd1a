import { inventoryMessages } from '@bp/shared/contracts/inventory.ts';
import { parseQuantity, toNumber } from '@bp/shared/quantity/quantity.ts';

export interface AdjustFormValues {
  qty: string;
  lotCode: string;
  note: string;
  /** Typed as usage: stock used outside a production record (issue 21), so it must take stock out. */
  usage?: boolean;
}

export type AdjustFormErrors = Partial<Record<'qty' | 'lotCode' | 'note', string>>;

/** The Adjust Inventory form's rules (spec 001 section 5), the same the server applies. */
export const validateAdjustForm = (
  values: AdjustFormValues,
  traceable: boolean,
):
  | { errors: AdjustFormErrors }
  | { payload: { qty_delta: number; lot_code: string | null; note: string | null } } => {
  const errors: AdjustFormErrors = {};
  let qtyDelta = 0;
  if (values.qty.trim() === '') errors.qty = inventoryMessages.qtyRequired;
  else {
    const parsed = parseQuantity(values.qty);
    if (!parsed.ok) errors.qty = parsed.message;
    else if (parsed.value === 0) errors.qty = inventoryMessages.qtyZero;
    else if (values.usage && parsed.value > 0) errors.qty = inventoryMessages.usageNotNegative;
    else qtyDelta = toNumber(parsed.value);
  }
  const lotCode = values.lotCode.trim();
  if (traceable && lotCode === '') errors.lotCode = inventoryMessages.lotCodeRequired;
  if (Object.keys(errors).length) return { errors };
  return { payload: { qty_delta: qtyDelta, lot_code: lotCode || null, note: values.note.trim() || null } };
};
