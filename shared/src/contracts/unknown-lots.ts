import { z } from 'zod';

/**
 * Lots never received or produced (issue 21 item 6). A client that sends the header
 * `X-Unknown-Lots: confirm` has a production input, a shipped lot or an adjustment typed as
 * usage whose lot is unknown (or only of unverified origin) refused with 409 and this body,
 * unless the row (or the adjustment) says `confirm_unknown_lot: true`. The web always sends it.
 */
export const UNKNOWN_LOTS_HEADER = 'x-unknown-lots';
export const UNKNOWN_LOTS_CONFIRM = 'confirm';
/** The row field (production and shipment rows, the adjustment body) that confirms an unknown lot. */
export const CONFIRM_UNKNOWN_LOT = 'confirm_unknown_lot';

export const unknownLotMessage = (lotCode: string, material: string) =>
  `Lot ${lotCode} of ${material} is not in stock: it was never received or produced. ` +
  `Confirm it to use it anyway (${CONFIRM_UNKNOWN_LOT})`;

export const unknownLot = z.object({
  material_id: z.number().int(),
  material_name: z.string(),
  lot_code: z.string(),
});
export type UnknownLot = z.infer<typeof unknownLot>;

export const unknownLotsAnswer = z
  .object({ message: z.string(), unknown_lots: z.array(unknownLot).min(1) })
  .meta({ id: 'UnknownLots' });
export type UnknownLotsAnswer = z.infer<typeof unknownLotsAnswer>;

/** The question a screen asks before using such lots: "Lot X of material Y is not in stock: use it anyway?" */
export const unknownLotQuestion = (lot: Pick<UnknownLot, 'lot_code' | 'material_name'>) =>
  `Lot ${lot.lot_code} of ${lot.material_name} is not in stock: use it anyway?`;

/** The mark of a lot of unverified origin (origin inconsistent) wherever a lot appears. */
export const unverifiedOriginMessages = {
  badge: 'Unverified origin',
  detail: 'Never received or produced here: where it came from is not known',
  /** The trace's trees and heading, which are printed (capitals as ON HOLD). */
  traceMark: 'UNVERIFIED ORIGIN',
} as const;
