import { z } from 'zod';
import { type LotHold, lotHold } from './holds.ts';
import { LOT_ORIGINS } from './lots.ts';
import { MATERIAL_TYPES } from './materials.ts';
import { quantityNumber } from './quantity-field.ts';

/**
 * The whole trace graph (issue 13, beyond the spec): every lot the traced lot went into, to the
 * end (forward), and every lot that went into it, to the start (backward), as two trees, with
 * a recall summary over the whole graph. Returned beside the spec's fields, not instead of them.
 */

/** A supplier's receipt of a lot (who to ask about an input). */
export const traceReceipt = z
  .object({
    submission_id: z.number().int(),
    date: z.string(),
    supplier_id: z.number().int(),
    supplier: z.string(),
    contact_name: z.string().nullable(),
    phone_number: z.string().nullable(),
    email: z.string().nullable(),
    po_number: z.string().nullable(),
    /** The supplier's own lot code from the receipt row (issue 21 item 4), null when not given. */
    supplier_lot_code: z.string().nullable(),
    quantity: quantityNumber,
    unit_of_measure: z.string(),
  })
  .meta({ id: 'TraceReceipt' });
export type TraceReceipt = z.infer<typeof traceReceipt>;

/** A shipment of a lot to a customer (who to call): the spec's distribution fields. */
export const traceShipment = z
  .object({
    submission_id: z.number().int(),
    customer_id: z.number().int(),
    customer_name: z.string(),
    email: z.string().nullable(),
    phone_number: z.string().nullable(),
    contact_name: z.string().nullable(),
    date: z.string(),
    quantity_shipped: quantityNumber,
    unit_of_measure: z.string(),
  })
  .meta({ id: 'TraceShipment' });
export type TraceShipment = z.infer<typeof traceShipment>;

/** The production step that joins a node to its parent in the tree. */
export const traceEdge = z.object({
  submission_id: z.number().int(),
  date: z.string(),
  /** Of the input lot, in the input material's unit. */
  quantity_used: quantityNumber,
  /** Of the output lot, in the output material's unit. */
  quantity_produced: quantityNumber,
});
export type TraceEdge = z.infer<typeof traceEdge>;

export interface TraceNode {
  lot_id: number;
  lot_code: string;
  material_id: number;
  material_name: string;
  sku: string | null;
  material_type: (typeof MATERIAL_TYPES)[number];
  unit_of_measure: string;
  origin: (typeof LOT_ORIGINS)[number];
  quantity_on_hand: number;
  /** The lot's current hold (issue 21), null when not held. */
  hold: LotHold | null;
  /** How this node joins its parent; null at the root. */
  via: TraceEdge | null;
  receipts: TraceReceipt[];
  shipments: TraceShipment[];
  /**
   * The lot already appears higher on this branch (a cycle in bad data) or was expanded
   * elsewhere in the tree: its children are not repeated here.
   */
  repeated: 'cycle' | 'shown_elsewhere' | null;
  children: TraceNode[];
}

export const traceNode: z.ZodType<TraceNode> = z
  .object({
    lot_id: z.number().int(),
    lot_code: z.string(),
    material_id: z.number().int(),
    material_name: z.string(),
    sku: z.string().nullable(),
    material_type: z.enum(MATERIAL_TYPES),
    unit_of_measure: z.string(),
    origin: z.enum(LOT_ORIGINS),
    quantity_on_hand: quantityNumber,
    hold: lotHold.nullable(),
    via: traceEdge.nullable(),
    receipts: z.array(traceReceipt),
    shipments: z.array(traceShipment),
    repeated: z.enum(['cycle', 'shown_elsewhere']).nullable(),
    get children() {
      return z.array(traceNode);
    },
  })
  .meta({ id: 'TraceNode' });

/** Stock to hold: a lot of the graph with stock on hand. */
export const traceHold = z.object({
  lot_id: z.number().int(),
  lot_code: z.string(),
  material_id: z.number().int(),
  material_name: z.string(),
  quantity_on_hand: quantityNumber,
  unit_of_measure: z.string(),
  /** Already held (issue 21), or null: what is left to hold. */
  hold: lotHold.nullable(),
  /** First named by a use, never received or produced (origin inconsistent; issue 21). */
  unverified_origin: z.boolean(),
});

/** A customer reached by the graph, with every lot shipped to them. */
export const traceCustomer = z.object({
  customer_id: z.number().int(),
  customer_name: z.string(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  contact_name: z.string().nullable(),
  shipments: z.array(
    traceShipment.extend({ lot_id: z.number().int(), lot_code: z.string(), material_name: z.string() }),
  ),
});
export type TraceCustomer = z.infer<typeof traceCustomer>;

/** A supplier of any input of the graph, with the lots received from them. */
export const traceSupplier = z.object({
  supplier_id: z.number().int(),
  supplier: z.string(),
  contact_name: z.string().nullable(),
  phone_number: z.string().nullable(),
  email: z.string().nullable(),
  lots: z.array(z.object({ lot_id: z.number().int(), lot_code: z.string(), material_name: z.string() })),
});

export const traceGraph = z
  .object({
    /** Where the lot went: its outputs, theirs, ... and their shipments. */
    forward: traceNode,
    /** Where the lot came from: its inputs, theirs, ... and their receipts. */
    backward: traceNode,
    /** Who to call, what to hold and whom it came from, over both trees. */
    summary: z.object({
      customers: z.array(traceCustomer),
      stock_to_hold: z.array(traceHold),
      suppliers: z.array(traceSupplier),
      lot_count: z.number().int(),
      /** Links in the data that lead back to a lot already on the branch. */
      cycles_found: z.number().int(),
    }),
  })
  .meta({ id: 'TraceGraph' });
export type TraceGraph = z.infer<typeof traceGraph>;
