import { submissionMessages, type SubmitResult } from '@bp/shared/contracts/submissions/common.ts';
import { Conflict, conflict } from '../errors.ts';
import { fillDefaultDates } from '../expiry/default-dates.ts';
import {
  GUARD_ATTEMPTS,
  guardedHoldCheck,
  type HoldGuard,
  HoldsChanged,
  holdsBusy,
} from '../holds/hold-guard.ts';
import { stockUses } from '../holds/stock-uses.ts';
import type { LotClaims } from '../inventory/commit-posting-port.ts';
import type { SubmissionContext } from './drafts.ts';
import type { FrozenSubmit, RowRecord, SubmissionRecord } from './records.ts';
import { SupplierLotTaken } from '../inventory/supplier-lot-claim.ts';
import { UnitChanged } from '../inventory/planned-units.ts';
import { postedLots } from './request-reads.ts';
import { rowChange } from './row-change.ts';
import { keptAnswer, lotsTakenFrom, submitAnswer } from './submit-key.ts';

/**
 * Posts the snapshot on condition no hold landed since the hold check (`guard`, from the plan;
 * a retry or the sweeper checks again first). A hold that landed meanwhile makes it check again:
 * refused, the submission goes back to its status before the submit (unless its posting has
 * begun, which then finishes) and the refusal is answered.
 */
const postGuarded = async (
  ctx: SubmissionContext,
  s: SubmissionRecord & { frozen: FrozenSubmit },
  planned: HoldGuard | undefined,
  fresh: boolean,
  claimed?: LotClaims,
) => {
  const { ports, companyId } = ctx;
  const busy = conflict(submissionMessages.busy);
  /** Back to its status before the submit, nothing posted, and `refusal` thrown (unless begun). */
  const undoFreeze = async (refusal: Error) => {
    const undone = await ports.unfreeze(companyId, s, s.frozen.posting.key);
    if (undone === 'begun') return ports.postFrozen(companyId, s, busy);
    if (undone === 'stale') throw conflict(submissionMessages.changedWhileSubmitting(ctx.kind.spec.label));
    throw refusal;
  };
  let guard = planned;
  // The claims read before the check hold only while the epoch does: a rename or merge moved it.
  let claims = claimed;
  for (let attempt = 0; attempt < GUARD_ATTEMPTS; attempt++) {
    if (!guard) {
      try {
        ({ guard } = await guardedHoldCheck(
          ports.holds,
          companyId,
          s.frozen.uses ?? stockUses(s.frozen.posting.movements),
          ports.inventory.now().slice(0, 10),
        ));
      } catch (refusal) {
        // Only the check's refusal undoes the freeze; a failed read is thrown as it is.
        if (!(refusal instanceof Conflict)) throw refusal;
        return undoFreeze(refusal);
      }
    }
    try {
      // A guard refused wrote nothing: the posting is still as fresh as it was.
      return await ports.postFrozen(companyId, s, busy, guard, fresh, claims);
    } catch (error) {
      if (error instanceof SupplierLotTaken || error instanceof UnitChanged) {
        // Another receipt took the supplier lot since the plan, or a material's unit changed
        // before its stock was first written: nothing posted; undone, the submit plans again and
        // sees that lot (joins it, or asks for a split) or converts into the new unit.
        return undoFreeze(error);
      }
      if (!(error instanceof HoldsChanged)) throw error;
      guard = undefined;
      claims = undefined;
    }
  }
  throw conflict(holdsBusy);
};

/**
 * Completes a frozen submit from its snapshot (never from the current rows): the stored rows
 * made the posted rows, then the posting, resumed where it stopped, with the flip to verified in
 * its last transaction. Every run of it (the submit itself, a retry from any client, the
 * sweeper) writes the same items, so however many run and wherever one crashed, it lands once.
 * Answers what the original submit answers. `storedRows`: the rows as stored when this request
 * froze it (its freeze held on the revision they were read at, and every row write moves the
 * revision), so they need no second read, and its posting is fresh (commitPosting's `fresh`: no
 * header read first); any other run reads both. `claimed`: the lots' claims it read before freezing.
 */
export const finishSubmit = async (
  ctx: SubmissionContext,
  s: SubmissionRecord & { frozen: FrozenSubmit },
  guard?: HoldGuard,
  storedRows?: readonly RowRecord[],
  claimed?: LotClaims,
): Promise<SubmitResult> => {
  const { ports, kind, companyId } = ctx;
  const { posting } = s.frozen;
  const { put, remove } = rowChange(
    s.id,
    storedRows ?? (await ports.rows(companyId, kind.spec.kind, s.id)),
    s.frozen.rows,
  );
  // 'refused': another run finished it meanwhile, with these same rows; the posting replays.
  if (put.length || remove.length)
    await ports.syncFrozenRows(companyId, kind.spec.kind, s.id, { put, remove });
  const posted = await postGuarded(ctx, s, guard, storedRows !== undefined, claimed);
  const shelfLives = await ports.materials(companyId, [
    ...new Set(posting.movements.map((m) => m.materialId)),
  ]);
  // The default dates and the answer ask for the lots the posting resolved (their origin and
  // dates, which the posting does not change): no read for those, one shared read for others.
  const lotByCode = postedLots(ports.inventory.lotByCode, companyId, posted);
  await fillDefaultDates(
    { lotByCode, setExpiry: ports.expiry.setExpiry },
    companyId,
    posting.movements,
    shelfLives,
  );

  const answer = await submitAnswer(
    { ...ctx, ports: { ...ports, inventory: { ...ports.inventory, lotByCode } } },
    s.id,
    posting.movements.length,
    lotsTakenFrom(posting.movements),
  );
  return s.submitKey ? keptAnswer(ctx, s.submitKey, answer) : answer;
};
