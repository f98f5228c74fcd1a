import { submissionMessages, type SubmitResult } from '@bp/shared/contracts/submissions/common.ts';
import { conflict } from '../errors.ts';
import { loadSubmissionWithEpoch, type SubmissionContext } from './drafts.ts';
import type { FrozenSubmit, SubmissionRecord } from './records.ts';
import { SupplierLotTaken } from '../inventory/supplier-lot-claim.ts';
import { UnitChanged } from '../inventory/planned-units.ts';
import { submitReads } from './request-reads.ts';
import { rowChange } from './row-change.ts';
import { finishSubmit } from './finish-submit.ts';
import { namedMasters, planSubmit, type SubmitRequest } from './plan-submit.ts';
import { keyReused, lotsTakenFrom, replayAnswer, requestHash, type SubmitKeyMarker } from './submit-key.ts';

/** Freezing writes that lost a race to an edit before the submit gives up (409). */
const FREEZE_ATTEMPTS = 6;

const isFrozen = (s: SubmissionRecord): s is SubmissionRecord & { frozen: FrozenSubmit } =>
  s.status === 'submitting' && s.frozen !== null;

/**
 * POST {base}/submit: one state transition. The submission is planned from the body and the
 * stored rows (400, nothing saved), then frozen in one conditional write (status `submitting`,
 * with the snapshot of exactly what posts, and the request's Idempotency-Key when it has one) on
 * the revision it was planned from: an edit that landed meanwhile makes it plan again, and from
 * then on edits, archive and other submits are refused (409). Then `finishSubmit`. A submit that
 * finds it frozen (a retry after a crash, a second client) finishes the snapshot and answers as
 * the first would, whatever its own body says; one that finds it verified is 409. With a key:
 * the key's own submit found frozen or verified answers the first answer (nothing posted twice);
 * a key used for another body or submission is 409; a submit under another key (or none) found
 * frozen helps it land, then is 409 already submitted (it was not this request that posted).
 */
export const submitSubmission = async (
  context: SubmissionContext,
  request: SubmitRequest,
): Promise<SubmitResult> => {
  // Master data read once for the whole submit (request-reads.ts).
  let ctx = { ...context, ports: submitReads(context.ports) };
  const label = ctx.kind.spec.label;
  const key = request.clientKey;
  const hash = key === undefined ? '' : requestHash(request);
  for (let attempt = 0; attempt < FREEZE_ATTEMPTS; attempt++) {
    // The hold epoch with it: read before anything the hold check decides on (hold-guard.ts);
    // and, the first time, the master records the body names (request-reads.ts keeps them).
    const { submission: s, epoch } = await loadSubmissionWithEpoch(
      ctx,
      request.submissionId,
      attempt === 0 ? namedMasters(ctx.kind.spec, request) : undefined,
    );
    const marker =
      key === undefined ? null : await ctx.ports.submitKeyOf(ctx.companyId, ctx.kind.spec.kind, key);
    if (marker && (marker.submissionId !== s.id || marker.request !== hash)) throw keyReused();
    const own = key !== undefined && s.submitKey === key;
    if (s.status === 'verified') {
      if (own && marker) return replayAnswer(ctx, marker);
      throw conflict(submissionMessages.alreadySubmitted(label));
    }
    try {
      if (isFrozen(s)) {
        const answer = await finishSubmit(ctx, s);
        if (key === undefined || own) return answer;
        throw conflict(submissionMessages.alreadySubmitted(label));
      }
      if (s.archived) throw conflict(submissionMessages.archived(label));
      const { frozen, guard, stored, claimed } = await planSubmit(ctx, s, request, epoch);
      const kept: SubmitKeyMarker | null =
        key === undefined
          ? null
          : {
              key,
              submissionId: s.id,
              request: hash,
              transactions: frozen.frozen.posting.movements.length,
              lots: lotsTakenFrom(frozen.frozen.posting.movements),
              answer: null,
            };
      // The rows' change joins the freezing write when it fits ('synced': stored as the snapshot).
      const rows = rowChange(s.id, stored, frozen.frozen.rows);
      const frozeAs = await ctx.ports.freeze(ctx.companyId, frozen, kept, rows);
      if (frozeAs !== 'stale') {
        const now = frozeAs === 'synced' ? frozen.frozen.rows : stored;
        const revised = { ...frozen, revision: frozen.revision + 1 };
        return await finishSubmit(ctx, revised, guard, now, claimed);
      }
    } catch (error) {
      // Unfrozen with nothing posted (postGuarded): plan again on the supplier lot as it is now,
      // or on the material's new unit (read again: the master data above is read once a submit).
      if (error instanceof UnitChanged) ctx = { ...context, ports: submitReads(context.ports) };
      else if (!(error instanceof SupplierLotTaken)) throw error;
    }
  }
  throw conflict(submissionMessages.changedWhileSubmitting(label));
};
