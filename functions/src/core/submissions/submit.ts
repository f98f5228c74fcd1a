import { submissionMessages, type SubmitResult } from '@bp/shared/contracts/submissions/common.ts';
import { convertQuantity } from '@bp/shared/quantity/units.ts';
import { quantityMessages, type Thousandths } from '@bp/shared/quantity/quantity.ts';
import { Conflict, conflict, invalid } from '../errors.ts';
import { fillDefaultDates } from '../expiry/default-dates.ts';
import { overrideNoteKey } from '../holds/check-holds.ts';
import {
  GUARD_ATTEMPTS,
  guardedHoldCheck,
  type HoldGuard,
  HoldsChanged,
  holdsBusy,
} from '../holds/hold-guard.ts';
import { stockUses } from '../holds/stock-uses.ts';
import { CONFIRM_UNKNOWN_LOT } from '@bp/shared/contracts/unknown-lots.ts';
import { refuseUnknownLots } from '../holds/unknown-lots.ts';
import type { LotClaims } from '../inventory/commit-posting-port.ts';
import { lotsNeeded } from '../inventory/plan-posting.ts';
import type { Movement, Posting } from '../inventory/posting.ts';
import { allInOrder } from '../all-in-order.ts';
import { loadSubmission, patchedFields, patchedHeader, type SubmissionContext } from './drafts.ts';
import { contentFingerprint, refuseSameContent } from './duplicates.ts';
import type { SubmitInput } from './kind.ts';
import type { FrozenSubmit, RowRecord, SubmissionRecord } from './records.ts';
import { checkPlan } from './submit-checks.ts';
import { applySupplierLots } from './supplier-lot-rows.ts';
import { SupplierLotTaken } from '../inventory/supplier-lot-claim.ts';
import { postedLots, submitReads } from './request-reads.ts';
import { rowChange } from './row-change.ts';
import { summariseRows } from './summary.ts';
import {
  keptAnswer,
  keyReused,
  lotsTakenFrom,
  replayAnswer,
  requestHash,
  submitAnswer,
  type SubmitKeyMarker,
} from './submit-key.ts';

export interface SubmitRequest {
  submissionId: number;
  /** Header fields sent with the submit (applied as a PATCH would). */
  header: Record<string, unknown>;
  /** Rows sent with the submit: they replace the stored ones, keeping their ids by position. */
  rows?: Record<string, unknown>[];
  /** Post it even though an earlier verified submission posted the same document. */
  confirmDuplicate?: boolean;
  /**
   * Refuse lots never received or produced unless their row confirms them (the web asks; the
   * spec's own API clients, which send no such header, keep the spec's behaviour: the lot is
   * created with origin inconsistent). See docs/holds-and-expiry.md, "Unknown lots".
   */
  refuseUnknownLots?: boolean;
  /**
   * The Idempotency-Key (the outbox's replays): kept with the submission by the freezing write;
   * a replay answers the first submit's answer and posts nothing (submit-key.ts).
   */
  clientKey?: string;
  caller: { userId: number; email: string };
}

/** The posting's key: one per submission, so two tabs, retries and a crash post it once. */
export const submissionPostingKey = (kind: string, submissionId: number) =>
  `submission:${kind}:${submissionId}`;

/** Freezing writes that lost a race to an edit before the submit gives up (409). */
const FREEZE_ATTEMPTS = 6;

/** The material ids a submit's header and rows name: read in one BatchGet before the rows resolve. */
const namedMaterials = (request: SubmitRequest) =>
  [request.header, ...(request.rows ?? [])].flatMap((fields) =>
    [fields.material_id, fields.product_id].filter((id): id is number => typeof id === 'number'),
  );

/**
 * The header and rows as the submit will post them, nothing saved; `stored`, the rows as read.
 * Header, stored rows and the rows' refs are read at once, new rows' ids minted once the stored
 * rows are known (a refused body leaves a gap in the counter); a body with several faults is
 * refused with the first, in the order the fields come (allInOrder).
 */
const draftOf = async (ctx: SubmissionContext, s: SubmissionRecord, request: SubmitRequest) => {
  const named = ctx.ports.materials(ctx.companyId, namedMaterials(request));
  const storedRows = ctx.ports.rows(ctx.companyId, ctx.kind.spec.kind, s.id);
  const added = (stored: readonly RowRecord[]) =>
    request.rows && request.rows.length > stored.length ? request.rows.length - stored.length : 0;
  const [next, stored, fields, firstNew] = await allInOrder([
    patchedHeader(ctx, s, request.header),
    storedRows,
    named.then(() => allInOrder((request.rows ?? []).map((body) => patchedFields(ctx, {}, body)))),
    storedRows.then((rows) => (added(rows) ? ctx.ports.newRowIds(ctx.companyId, added(rows)) : 0)),
  ]);
  const ordered = [...stored].sort((a, b) => a.rowIndex - b.rowIndex || a.id - b.id);
  if (!request.rows) return { next, rows: ordered, stored };
  const rows: RowRecord[] = fields.map((rowFields, i) => ({
    id: ordered[i]?.id ?? firstNew + (i - ordered.length),
    submissionId: s.id,
    rowIndex: i + 1,
    fields: rowFields,
  }));
  return { next, rows, stored };
};

/**
 * The whole submit planned in memory: the body applied, checked by the kind's rules (400 with
 * the screens' words) and by the engine's plan rules (submit-checks.ts), the posting built with
 * who and when. Nothing is written but fresh row ids.
 */
const planSubmit = async (
  ctx: SubmissionContext,
  s: SubmissionRecord,
  request: SubmitRequest,
): Promise<{
  frozen: SubmissionRecord & { frozen: FrozenSubmit };
  guard: HoldGuard;
  stored: RowRecord[];
  claimed: LotClaims;
}> => {
  const { ports, kind, companyId } = ctx;
  // Who posts: read beside the plan's own reads, awaited only when the posting is built.
  const by = ports.inventory.postedBy(request.caller.userId, request.caller.email);
  by.catch(() => undefined);
  const { next, rows: drafted, stored } = await draftOf(ctx, s, request);
  const materialIds = drafted.map((r) => r.fields.material_id);
  if (typeof next.header.product_id === 'number') materialIds.push(next.header.product_id);
  const materials = await ports.materials(
    companyId,
    materialIds.filter((id): id is number => typeof id === 'number'),
  );
  const custom = await ports.customUnits(companyId);
  // A supplier lot received before: blank codes join its lot, another code needs a split (409).
  const supplierLots = kind.receivesSupplierLots
    ? await applySupplierLots(ports, companyId, next.header, drafted, materials)
    : null;
  const rows = supplierLots?.rows ?? drafted;
  const input: SubmitInput = {
    submissionId: s.id,
    header: next.header,
    rows,
    materials,
    toMaterialUnit: (value, unit, material): Thousandths => {
      if (unit === null) return value;
      let converted;
      try {
        converted = convertQuantity(value, unit, material.unit, custom);
      } catch {
        // The converted amount is beyond a whole number of thousandths (1e12 kg in g).
        throw invalid(quantityMessages.tooLarge);
      }
      if (!converted.ok) throw invalid(converted.message);
      return converted.value;
    },
  };
  const plan = kind.plan(input);
  await supplierLots?.refuse();
  // Held lots (and lots made from them) may not be used or shipped; lots past their date
  // likewise, unless a shipment row gives an override (noted on its entry). Checked on the plan,
  // before the freezing write. The guard makes the posting fail if a hold lands after this check.
  const uses = stockUses(plan.movements);
  if (request.refuseUnknownLots) {
    const confirmed = new Set(rows.filter((r) => r.fields[CONFIRM_UNKNOWN_LOT] === true).map((r) => r.id));
    await refuseUnknownLots(
      ports.holds,
      companyId,
      plan.movements.flatMap((m) =>
        m.lotCode !== null && m.qtyDelta < 0 && (m.type === 'production_usage' || m.type === 'shipment')
          ? [
              {
                materialId: m.materialId,
                lotCode: m.lotCode,
                confirmed: m.rowId !== null && confirmed.has(m.rowId),
              },
            ]
          : [],
      ),
    );
  }
  const fingerprint = contentFingerprint(kind.spec, next.header, rows, plan.movements);
  // The hold check and the duplicate check read different items: at once, refused in this order;
  // beside them, the posting's lot claims (it then reads its lots and counts in one wait).
  const [{ notes: overrideNotes, guard }, , claimed] = await allInOrder([
    guardedHoldCheck(ports.holds, companyId, uses, ports.inventory.now().slice(0, 10)),
    refuseSameContent(ctx, s.id, fingerprint, request.confirmDuplicate === true),
    ports.inventory.lotClaims(companyId, lotsNeeded(plan.movements)),
  ]);
  const movements: Movement[] = plan.movements.map(({ rowId, expiryOverride: _override, ...m }) => ({
    ...m,
    note:
      m.lotCode === null
        ? m.note
        : (overrideNotes.get(overrideNoteKey({ materialId: m.materialId, lotCode: m.lotCode })) ?? m.note),
    source: {
      docType: kind.spec.refDocType,
      submissionId: s.id,
      submissionType: s.submissionType,
      photoId: s.fileKey,
      rowId,
    },
  }));
  checkPlan({ movements, links: plan.links }, { materials });
  const now = ports.inventory.now();
  const posting: Posting = {
    key: submissionPostingKey(kind.spec.kind, s.id),
    movements,
    by: await by,
    submittedAt: now,
    recordedAt: now,
    links: plan.links,
    ...(supplierLots?.claims.length ? { supplierLots: supplierLots.claims } : {}),
  };
  return {
    frozen: {
      ...next,
      status: 'submitting',
      updatedAt: now,
      submitKey: request.clientKey ?? null,
      fingerprint,
      // The rows the sync makes the stored ones: the list shows what was submitted.
      rowsSummary: summariseRows(kind.spec, rows),
      frozen: { frozenAt: now, header: next.header, rows, posting, uses, priorStatus: next.status },
    },
    guard,
    stored,
    claimed,
  };
};

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
      if (error instanceof SupplierLotTaken) {
        // Another receipt took the supplier lot since the plan: nothing posted; undone, the
        // submit plans again and sees that lot (joins it, or asks for a split).
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
  const ctx = { ...context, ports: submitReads(context.ports) };
  const label = ctx.kind.spec.label;
  const key = request.clientKey;
  const hash = key === undefined ? '' : requestHash(request);
  for (let attempt = 0; attempt < FREEZE_ATTEMPTS; attempt++) {
    const s = await loadSubmission(ctx, request.submissionId);
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
      const { frozen, guard, stored, claimed } = await planSubmit(ctx, s, request);
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
      // Unfrozen with nothing posted (postGuarded): plan again on the supplier lot as it is now.
      if (!(error instanceof SupplierLotTaken)) throw error;
    }
  }
  throw conflict(submissionMessages.changedWhileSubmitting(label));
};
