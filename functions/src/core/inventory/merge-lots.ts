import { lotMessages } from '@bp/shared/contracts/lots.ts';
import { negate } from '@bp/shared/quantity/quantity.ts';
import { holdMessages } from '@bp/shared/contracts/holds.ts';
import { conflict, invalid } from '../errors.ts';
import type { LotRecord } from './lot.ts';
import { lotCodeKey } from './lot-code.ts';
import type { BalanceDelta } from './posting.ts';

export const mergeMessages = {
  sameLot: lotMessages.sameLot,
  alreadyMerged: lotMessages.alreadyMerged,
  targetMerged: lotMessages.targetMerged,
  lotNotFound: lotMessages.notFound,
} as const;

export interface MergePlan {
  from: LotRecord;
  to: LotRecord;
  /** The merged lot's quantity leaves it and joins the survivor; the material's total is unchanged. */
  deltas: BalanceDelta[];
  /** Every code that must now lead to the survivor: the merged lot's own and its earlier aliases. */
  codes: string[];
}

/**
 * Merging lot `from` into lot `to` of the same material. No ledger entry is written: the merged
 * lot's entries become the survivor's history (a lot's history reads its own entries and those
 * of the lots merged into it), so each lot balance still equals the sum of its entries.
 */
export const planMerge = (from: LotRecord, to: LotRecord): MergePlan => {
  if (from.id === to.id) throw invalid(mergeMessages.sameLot);
  if (from.materialId !== to.materialId) throw invalid(mergeMessages.lotNotFound);
  if (from.mergedInto !== null) throw invalid(mergeMessages.alreadyMerged);
  if (to.mergedInto !== null) throw invalid(mergeMessages.targetMerged);
  // Held stock must not leave its hold by a merge into a lot that is free to use.
  if (from.hold && !to.hold) throw conflict(holdMessages.mergeHeld(from.lotCode, to.lotCode));
  const deltas: BalanceDelta[] =
    from.quantity === 0
      ? []
      : [
          { materialId: from.materialId, lotId: from.id, delta: negate(from.quantity) },
          { materialId: to.materialId, lotId: to.id, delta: from.quantity },
        ];
  // One claim per code key: a lot renamed back to one of its aliases (or an alias differing only
  // in case) names that code twice, and one transaction cannot write one claim twice.
  const codes = [from.lotCode, ...from.aliases].filter(
    (code, i, all) => all.findIndex((c) => lotCodeKey(c) === lotCodeKey(code)) === i,
  );
  return { from, to, deltas, codes };
};
