import { lotCodeKey } from './lot-code.ts';

/**
 * A supplier's lot, first received here, claimed for the lot of ours it arrived into (issue 21
 * item 4): one claim per (company, supplier, material, the supplier's code compared trimmed and
 * without regard to case), so the same code from two suppliers never collides and the same
 * supplier lot arriving again finds the lot it joins. Written as a lot code is claimed: a
 * conditional put before the posting's transactions, so two receipts of one new supplier lot
 * racing end with one claim, and the loser is told (SupplierLotTaken) before it posts anything.
 */
export interface SupplierLotClaim {
  materialId: number;
  supplierId: number;
  /** As the row spells it (kept on the claim; the key is lower-cased). */
  supplierLotCode: string;
  /** Our lot code the posting receives it into (resolved to the lot with the posting's lots). */
  lotCode: string;
  /** The receipt's date (`YYYY-MM-DD`): when it first arrived. */
  date: string;
}

/** A claim with our lot resolved. */
export type ResolvedSupplierLotClaim = Omit<SupplierLotClaim, 'lotCode'> & { lotId: number };

/** The lot a supplier lot was first received into, as a claim leads to it (through merges). */
export interface EarlierSupplierLot {
  lotId: number;
  lotCode: string;
  date: string;
}

/** How a claim is keyed within a material: the supplier and their code, lower-cased. */
export const supplierLotKey = (supplierId: number, supplierLotCode: string): string =>
  `${supplierId}#${lotCodeKey(supplierLotCode)}`;

/**
 * Thrown by the posting when a supplier lot it would claim was claimed meanwhile for another lot
 * of ours: nothing of the posting was written. The submit plans again and now sees the lot.
 */
export class SupplierLotTaken extends Error {
  readonly claim: ResolvedSupplierLotClaim;

  constructor(claim: ResolvedSupplierLotClaim) {
    super(`Supplier lot ${claim.supplierLotCode} of supplier ${claim.supplierId} was received meanwhile`);
    this.name = 'SupplierLotTaken';
    this.claim = claim;
  }
}
