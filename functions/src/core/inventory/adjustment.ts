import { inventoryMessages } from '@bp/shared/contracts/inventory.ts';
import { isZero, type Thousandths } from '@bp/shared/quantity/quantity.ts';
import { invalid } from '../errors.ts';
import { cleanLotCode } from './lot-code.ts';
import type { Movement } from './posting.ts';

export const adjustmentMessages = inventoryMessages;

export interface AdjustmentInput {
  qtyDelta: Thousandths;
  lotCode: string | null;
  note: string | null;
  /** Typed as usage (stock used outside a production record): refused on a held lot. */
  usage?: boolean;
  /** Refuse a usage of a lot never received or produced unless `confirmUnknownLot` (the web asks). */
  refuseUnknownLot?: boolean;
  confirmUnknownLot?: boolean;
}

/**
 * A manual adjustment (spec 001 section 5) as one movement. Zero is refused; a traceable
 * material needs a lot code; stock may go below zero (the paperwork rules, never clamped).
 */
export const adjustmentMovement = (
  material: { id: number; traceable: boolean },
  input: AdjustmentInput,
): Movement => {
  if (isZero(input.qtyDelta)) throw invalid(adjustmentMessages.qtyZero);
  if (input.usage && input.qtyDelta > 0) throw invalid(adjustmentMessages.usageNotNegative);
  const lotCode = input.lotCode === null ? '' : cleanLotCode(input.lotCode);
  if (material.traceable && lotCode === '') throw invalid(adjustmentMessages.lotCodeRequired);
  return {
    materialId: material.id,
    lotCode: lotCode === '' ? null : lotCode,
    qtyDelta: input.qtyDelta,
    type: 'adjustment',
    source: null,
    note: input.note,
  };
};
