import { sameLotCode } from '../inventory/lot-code.ts';
import {
  type EarlierSupplierLot,
  type SupplierLotClaim,
  supplierLotKey,
} from '../inventory/supplier-lot-claim.ts';

/** A goods receipt row naming a supplier, a material and the supplier's own lot code. */
export interface SupplierLotRow {
  rowId: number;
  materialId: number;
  supplierId: number;
  supplierLotCode: string;
  /** Our lot code as the row gives it; null when blank. */
  lotCode: string | null;
  /** The row asks to keep the supplier lot as a new lot of ours (`split_supplier_lot`). */
  split: boolean;
  /** The row's receipt date, else the receipt's. */
  date: string | null;
  /** From the store: the lot of ours this supplier lot first arrived into, if it did. */
  earlier: EarlierSupplierLot | null;
  /** From the store: the row's own code leads to that lot (its code, a merged or its current one). */
  codeLeadsToEarlier: boolean;
}

/** A row naming another lot of ours than the one its supplier lot arrived into, without a split. */
export interface SupplierLotRefusal {
  row: SupplierLotRow & { lotCode: string };
  /** The lot it arrived into: `lotId` null when it is a lot this same receipt makes. */
  lot: { lotId: number | null; lotCode: string; date: string };
}

export interface SupplierLotDecision {
  /** Rows with a blank lot code that join the lot: row id to our lot code. */
  fills: Map<number, string>;
  /** Supplier lots arriving for the first time: claimed for the lot their first row names. */
  claims: SupplierLotClaim[];
  refusals: SupplierLotRefusal[];
}

/**
 * The rule (issue 21 item 4), pure: per (material, supplier, their code), the lot it arrived into
 * before, or else the lot the receipt's first row with a code of ours makes of it. A row with a
 * blank code joins that lot; a row naming another code of ours is a split, allowed only when the
 * row says so. A supplier lot never received before and given no code stays as it is (the
 * kind's rules then ask for a code where the material is traceable).
 */
export const decideSupplierLots = (rows: readonly SupplierLotRow[]): SupplierLotDecision => {
  const decision: SupplierLotDecision = { fills: new Map(), claims: [], refusals: [] };
  const groups = new Map<string, SupplierLotRow[]>();
  for (const row of rows) {
    const key = `${row.materialId}|${supplierLotKey(row.supplierId, row.supplierLotCode)}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  for (const group of groups.values()) {
    const first = group[0] as SupplierLotRow;
    let lot: SupplierLotRefusal['lot'] | null = first.earlier
      ? { lotId: first.earlier.lotId, lotCode: first.earlier.lotCode, date: first.earlier.date }
      : null;
    let claimant: SupplierLotRow | null = null;
    if (!lot) {
      claimant = group.find((r) => r.lotCode !== null) ?? null;
      if (claimant?.lotCode && claimant.date) {
        lot = { lotId: null, lotCode: claimant.lotCode, date: claimant.date };
        decision.claims.push({
          materialId: claimant.materialId,
          supplierId: claimant.supplierId,
          supplierLotCode: claimant.supplierLotCode,
          lotCode: claimant.lotCode,
          date: claimant.date,
        });
      }
    }
    if (!lot) continue;
    for (const row of group) {
      if (row.lotCode === null) {
        decision.fills.set(row.rowId, lot.lotCode);
        continue;
      }
      const same =
        row === claimant ||
        sameLotCode(row.lotCode, lot.lotCode) ||
        (lot.lotId !== null && row.codeLeadsToEarlier);
      if (!same && !row.split) decision.refusals.push({ row: { ...row, lotCode: row.lotCode }, lot });
    }
  }
  return decision;
};
