import type { Thousandths } from '@bp/shared/quantity/quantity.ts';
import type { Expiry } from '../expiry/expiry.ts';
import type { HoldState } from '../holds/hold.ts';
import type { LotOrigin, PostedBy } from './posting.ts';

/** A lot of one material, as stored. Its quantity changes only through postings and merges. */
export interface LotRecord {
  id: number;
  materialId: number;
  lotCode: string;
  origin: LotOrigin;
  /** When the lot was first registered (the screens' "Registered", the spec's production_date). */
  registeredAt: string;
  notes: string | null;
  quantity: Thousandths;
  /** Set once the lot was merged into another: it then holds nothing and its codes lead there. */
  mergedInto: number | null;
  /** Codes of lots merged into this one, still findable (search, trace). */
  aliases: string[];
  /** Lots merged into this one, transitively: their entries are this lot's history too. */
  mergedLotIds: number[];
  /** The lot's current hold (core/holds); absent or null when it is not held. */
  hold?: HoldState | null;
  /** When its last hold was released: a later release clears it of holds on its inputs. */
  releasedAt?: string | null;
  /** How many hold events it has (the next one's sequence). */
  holdEvents?: number;
  /** The lot's use-by or best-before date (core/expiry), absent or null when none is known. */
  expiry?: Expiry | null;
  /** Its goods receipts, oldest first: the supplier, the supplier's own lot code, the date. */
  receipts?: LotReceipt[];
  /** Codes it had before a rename: a trace by one of them still finds it when no lot holds it now. */
  formerCodes?: string[];
  /** Its renames and the merges into it, oldest first: who changed what, when (issue 21 item 6). */
  codeChanges?: LotCodeChange[];
  /**
   * How many ledger entries name it (ADDed in each posting's transaction; a merge moves none):
   * pages its history without reading it whole. Absent where the lot item has no count.
   */
  ledgerEntries?: number;
}

/** A rename of the lot, or another lot merged into it (`lotId`, and the quantity it brought). */
export interface LotCodeChange {
  change: 'renamed' | 'merged';
  fromCode: string;
  toCode: string;
  lotId: number | null;
  quantity: Thousandths | null;
  by: PostedBy | null;
  at: string;
}

/** One receipt of a lot (issue 21): kept apart from our lot code. */
export interface LotReceipt {
  supplierId: number;
  /** The supplier's own code for the lot, when the receipt row gave it. */
  supplierLotCode: string | null;
  /** The receipt date (YYYY-MM-DD), as the paperwork says. */
  date: string;
  /** The supplier's own dates for their lot, where the receipt row gave them. */
  supplierDates?: SupplierDates;
}

/** A supplier's dates for their lot (YYYY-MM-DD or null), as a goods receipt row gives them. */
export interface SupplierDates {
  useBy: string | null;
  bestBefore: string | null;
  productionDate: string | null;
}
