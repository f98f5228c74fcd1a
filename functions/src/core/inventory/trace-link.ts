import type { Thousandths } from '@bp/shared/quantity/quantity.ts';
import type { SupplierDates } from './lot.ts';

/**
 * Trace links (issue 13) as data: what went into what, and from or to whom. A posting carries
 * them (`Posting.links`) and writes each in the transaction of the movement it is anchored to,
 * so a trace reads links, never the ledger, and the links land exactly when the stock moves.
 * A link names its lots by the index of a movement of the same posting (`Lot = number`): lot ids
 * exist only once the posting has found or created the lots; `ResolvedTraceLink` carries them.
 * Quantities are in the material's unit; dates `YYYY-MM-DD`.
 */
export type TraceLink<Lot = number> = {
  /** The submission kind and row the link comes from (its stored items are keyed by them). */
  submissionKind: string;
  submissionId: number;
  rowId: number;
  date: string;
} & (
  | {
      type: 'receipt';
      lot: Lot;
      supplierId: number;
      poNumber: string | null;
      /** The supplier's own code for the lot, when the receipt row gave it. */
      supplierLotCode?: string | null;
      /** The supplier's own dates for their lot (kept on our lot's receipts, not on the link). */
      supplierDates?: SupplierDates;
      quantity: Thousandths;
    }
  | {
      type: 'production';
      input: Lot;
      output: Lot;
      quantityUsed: Thousandths;
      quantityProduced: Thousandths;
    }
  | { type: 'shipment'; lot: Lot; customerId: number; quantity: Thousandths }
);

/** A link's lot once the posting resolved it. */
export interface LinkedLot {
  materialId: number;
  lotId: number;
}

export type ResolvedTraceLink = TraceLink<LinkedLot>;

/** The movement (index) a link is written with: its lot's, or for production its input lot's. */
export const anchorOf = (link: TraceLink): number => (link.type === 'production' ? link.input : link.lot);

/** The movements (indexes) whose lots a link names. */
export const lotsOfLink = (link: TraceLink): number[] =>
  link.type === 'production' ? [link.input, link.output] : [link.lot];

/** The link with its movement indexes replaced by the lots they resolved to. */
export const resolveLink = (link: TraceLink, lotOf: (movement: number) => LinkedLot): ResolvedTraceLink => {
  if (link.type === 'production') return { ...link, input: lotOf(link.input), output: lotOf(link.output) };
  return { ...link, lot: lotOf(link.lot) };
};
