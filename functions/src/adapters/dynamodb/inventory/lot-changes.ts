import { aliasFreeOrOwn, formerCodeItem, lotAliasKey } from './records/lot-alias.ts';
import { lotCodeChangeItem, lotKey, lotReceiptItem, unmergedLot } from './records/lot.ts';
import type { MergePlan } from '../../../core/inventory/merge-lots.ts';
import { lotCodeKey } from '../../../core/inventory/lot-code.ts';
import type { LotChangeOutcome } from '../../../core/inventory/ports.ts';
import type { LotCodeChange, LotRecord } from '../../../core/inventory/lot.ts';
import { type Condition, put, remove, transactOnce, update, type Write } from '../kit/index.ts';
import { claimItem } from './lot-items.ts';
import { bumpHoldEpoch } from '../holds/records/hold-epoch.ts';

const unmerged = unmergedLot;

const claimedBy = (lotId: number): Condition => ({ expression: 'lot_id = :lot', values: { ':lot': lotId } });

/** Any failed condition means a posting, a merge or an edit landed meanwhile: read again. */
const run = async (writes: Write[]): Promise<LotChangeOutcome> =>
  (await transactOnce(writes, { explain: () => 'retry' })) === 'done' ? 'done' : 'changed-meanwhile';

/**
 * Merges `plan.from` into `plan.to` in one transaction: the merged lot gives up exactly the
 * quantity read (so a posting that landed meanwhile makes the merge start over), is marked
 * merged, and every code that led to it now leads to the survivor. It also moves the company's
 * hold epoch, as a hold does: a posting whose hold check passed on `from` and that then finds it
 * merged would otherwise go on into the survivor, which may be held; with the epoch moved it
 * fails and its submit checks the holds again, against the survivor.
 */
export const writeMerge = (
  companyId: number,
  plan: MergePlan,
  change: LotCodeChange,
): Promise<LotChangeOutcome> => {
  const { from, to } = plan;
  return run([
    update(
      lotKey(companyId, from.materialId, from.id),
      { set: { merged_into: to.id, qty: 0 } },
      { condition: unmerged(from.quantity) },
    ),
    {
      kind: 'update',
      key: lotKey(companyId, to.materialId, to.id),
      set: {
        aliases: [...to.aliases, ...plan.codes],
        merged_lot_ids: [...to.mergedLotIds, from.id, ...from.mergedLotIds],
      },
      add: { qty: from.quantity },
      // Its receipts follow the stock (a receipt landing meanwhile changes from's quantity: refused).
      append: {
        receipts: (from.receipts ?? []).map(lotReceiptItem),
        former_codes: from.formerCodes ?? [],
        code_changes: [lotCodeChangeItem(change)],
      },
      // The survivor's lists are replaced whole, so they must still be the ones read.
      condition: {
        expression: `${unmerged().expression} AND size(aliases) = :na AND size(merged_lot_ids) = :nm`,
        values: { ':na': to.aliases.length, ':nm': to.mergedLotIds.length },
      },
    },
    ...plan.codes.map((code) =>
      put(claimItem(companyId, from.materialId, code, to.id), { condition: claimedBy(from.id) }),
    ),
    bumpHoldEpoch(companyId),
  ]);
};

/**
 * Renames a lot: claims the new code (or respells its own claim), releases the old one, which
 * stays the lot's former code. It moves the hold epoch too, as a merge does: a posting checked on
 * a code no lot had (nothing held) would otherwise find it claimed by a held lot renamed to it and
 * take from that lot; with the epoch moved it fails and checks the holds again.
 */
export const writeLotCode = (
  companyId: number,
  lot: LotRecord,
  code: string,
  releases: string | null,
  change: LotCodeChange,
): Promise<LotChangeOutcome> =>
  run([
    put(claimItem(companyId, lot.materialId, code, lot.id), {
      condition: aliasFreeOrOwn(lot.id),
    }),
    update(
      lotKey(companyId, lot.materialId, lot.id),
      {
        set: { lot_code: code },
        append: {
          code_changes: [lotCodeChangeItem(change)],
          former_codes: releases === null ? [] : [releases],
        },
      },
      {
        condition: {
          expression: `${unmerged().expression} AND lot_code = :old`,
          values: { ':old': lot.lotCode },
        },
      },
    ),
    ...(releases !== null && lotCodeKey(releases) !== lotCodeKey(code)
      ? [
          remove(lotAliasKey(companyId, lot.materialId, lotCodeKey(releases)), {
            condition: claimedBy(lot.id),
          }),
          put(formerCodeItem(companyId, lot.materialId, releases, lot.id)),
        ]
      : []),
    bumpHoldEpoch(companyId),
  ]);
