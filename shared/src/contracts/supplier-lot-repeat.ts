import { z } from 'zod';

/**
 * The same supplier lot arriving again (issue 21 item 4): a goods receipt row whose supplier,
 * material and supplier lot code were received before into one of our lots joins that lot. A
 * blank lot code takes that lot's code; a different code of ours is a split, which the row must
 * ask for with `split_supplier_lot: true`, else the submit is refused with 409 and this body.
 */
export const SPLIT_SUPPLIER_LOT = 'split_supplier_lot';

/** One of our lots a supplier's lot was first received into. */
export const supplierLotRepeat = z.object({
  material_id: z.number().int(),
  material_name: z.string(),
  supplier_id: z.number().int(),
  supplier_name: z.string(),
  /** The supplier's code as the row spells it. */
  supplier_lot_code: z.string(),
  /** Our lot that first received it (the lot a merge left it in); null: a lot this same receipt makes. */
  lot_id: z.number().int().nullable(),
  lot_code: z.string(),
  /** The date it first arrived (the receipt's, from the paperwork). */
  received_date: z.string(),
  /** The code of ours the refused row names instead. */
  row_lot_code: z.string(),
});
export type SupplierLotRepeat = z.infer<typeof supplierLotRepeat>;

export const supplierLotRepeatsAnswer = z
  .object({ message: z.string(), supplier_lots: z.array(supplierLotRepeat).min(1) })
  .meta({ id: 'SupplierLotRepeats' });
export type SupplierLotRepeatsAnswer = z.infer<typeof supplierLotRepeatsAnswer>;

type Named = Pick<SupplierLotRepeat, 'supplier_lot_code' | 'supplier_name' | 'lot_code' | 'received_date'>;

export const supplierLotRepeatMessage = (r: Named & Pick<SupplierLotRepeat, 'row_lot_code'>) =>
  `Their lot ${r.supplier_lot_code} from ${r.supplier_name} arrived before as our lot ${r.lot_code} ` +
  `on ${r.received_date}: receiving it as lot ${r.row_lot_code} makes a separate lot. Leave the lot ` +
  `code blank to add to ${r.lot_code}, or split it on purpose (${SPLIT_SUPPLIER_LOT})`;

/** Under a receipt row on the screens: what the submit will do with it. */
export const supplierLotJoinHint = (r: Pick<Named, 'supplier_lot_code' | 'lot_code' | 'received_date'>) =>
  `Their lot ${r.supplier_lot_code} arrived before as our lot ${r.lot_code} on ${r.received_date}: this row adds to it`;

/** The same, for a row split off on purpose. */
export const supplierLotSplitHint = (r: Pick<Named, 'supplier_lot_code' | 'lot_code'>) =>
  `Their lot ${r.supplier_lot_code} arrived before as our lot ${r.lot_code}: this row keeps it as a new lot`;

/** The same, for a row naming another code of ours without the split (the submit would ask). */
export const supplierLotOtherHint = (
  r: Pick<Named, 'supplier_lot_code' | 'lot_code' | 'received_date'> & { row_lot_code: string },
) =>
  `Their lot ${r.supplier_lot_code} arrived before as our lot ${r.lot_code} on ${r.received_date}: ` +
  `this row names another lot, ${r.row_lot_code}`;

/** The question a screen asks on the 409. */
export const supplierLotQuestion = (r: Named & Pick<SupplierLotRepeat, 'row_lot_code'>) =>
  `Their lot ${r.supplier_lot_code} from ${r.supplier_name} arrived before as our lot ${r.lot_code} ` +
  `on ${r.received_date}. Keep ${r.row_lot_code} as a new lot?`;

export const supplierLotRepeatTexts = {
  keepNew: 'Keep as a new lot',
  addTo: (lotCode: string) => `Add to ${lotCode}`,
  title: 'Supplier lot received before',
} as const;

/**
 * `GET /api/inventory/{materialId}/supplier-lot?supplier_id&supplier_lot_code`: the lot of ours a
 * supplier's lot of this material arrived into before (null: never), as the submit's rule sees it.
 */
export const supplierLotArrival = z
  .object({
    lot: z.object({ lot_id: z.number().int(), lot_code: z.string(), received_date: z.string() }).nullable(),
  })
  .meta({ id: 'SupplierLotArrival' });
export type SupplierLotArrival = z.infer<typeof supplierLotArrival>;
