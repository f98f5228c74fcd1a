import { submissionMessages, type SubmitResult } from '@bp/shared/contracts/submissions/common.ts';
import { convertQuantity } from '@bp/shared/quantity/units.ts';
import { MAX_QUANTITY, quantityMessages, SCALE, type Thousandths } from '@bp/shared/quantity/quantity.ts';
import { conflict, invalid, isDomainError } from '../errors.ts';
import { fillDefaultDates } from '../expiry/default-dates.ts';
import { overrideNoteKey, refuseHeldLots } from '../holds/check-holds.ts';
import { stockUses } from '../holds/stock-uses.ts';
import type { Movement } from '../inventory/posting.ts';
import {
  loadSubmission,
  patchedFields,
  patchedHeader,
  type SubmissionContext,
  verifiedError,
} from './drafts.ts';
import type { SubmitInput } from './kind.ts';
import type { RowRecord, SubmissionRecord } from './records.ts';

export interface SubmitRequest {
  submissionId: number;
  /** Header fields sent with the submit (applied as a PATCH would). */
  header: Record<string, unknown>;
  /** Rows sent with the submit: they replace the stored ones, keeping their ids by position. */
  rows?: Record<string, unknown>[];
  caller: { userId: number; email: string };
}

/** The posting's key: one per submission, so two tabs, retries and a crash post it once. */
export const submissionPostingKey = (kind: string, submissionId: number) =>
  `submission:${kind}:${submissionId}`;

/** The header and rows as the submit will post them, nothing saved yet. */
const draftOf = async (ctx: SubmissionContext, s: SubmissionRecord, request: SubmitRequest) => {
  const next = await patchedHeader(ctx, s, request.header);
  const stored = await ctx.ports.rows(ctx.companyId, ctx.kind.spec.kind, s.id);
  if (!request.rows) return { next, rows: stored, removed: [] as RowRecord[], changed: false };
  const ordered = [...stored].sort((a, b) => a.rowIndex - b.rowIndex || a.id - b.id);
  const fresh = request.rows.length > ordered.length ? request.rows.length - ordered.length : 0;
  const firstNew = fresh ? await ctx.ports.newRowIds(ctx.companyId, fresh) : 0;
  const rows: RowRecord[] = [];
  for (const [i, body] of request.rows.entries()) {
    const kept = ordered[i];
    rows.push({
      id: kept?.id ?? firstNew + (i - ordered.length),
      submissionId: s.id,
      rowIndex: i + 1,
      fields: await patchedFields(ctx, {}, body),
    });
  }
  return { next, rows, removed: ordered.slice(request.rows.length), changed: true };
};

/**
 * POST {base}/submit: checks the whole submission by the kind's rules (400, nothing saved),
 * saves what the request carried, posts its movements and trace links once under the
 * submission's key, then flips it to verified. A second submit (another tab, a retry after
 * the answer was lost) finds it verified: 409. A retry after a crash between the posting and the
 * flip replays the posting (nothing moves twice) and completes the flip.
 */
export const submitSubmission = async (
  ctx: SubmissionContext,
  request: SubmitRequest,
): Promise<SubmitResult> => {
  const { ports, kind, companyId } = ctx;
  const label = kind.spec.label;
  const s = await loadSubmission(ctx, request.submissionId);
  if (s.status === 'verified') throw conflict(submissionMessages.alreadySubmitted(label));
  if (s.archived) throw conflict(submissionMessages.archived(label));

  const { next, rows, removed, changed } = await draftOf(ctx, s, request);
  const materialIds = rows.map((r) => r.fields.material_id);
  if (typeof next.header.product_id === 'number') materialIds.push(next.header.product_id);
  const materials = await ports.materials(
    companyId,
    materialIds.filter((id): id is number => typeof id === 'number'),
  );
  const custom = await ports.customUnits(companyId);
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
  // Every amount is bounded alone; their sum must be too, so balances stay exact integers.
  const moved = plan.movements.reduce((sum, m) => sum + Math.abs(m.qtyDelta), 0);
  if (moved > MAX_QUANTITY * SCALE) throw invalid(quantityMessages.tooLarge);
  // Held lots (and lots made from them) may not be used or shipped: refused before any write.
  // Lots past their date likewise, unless a shipment row gives an override (noted on its entry).
  const overrideNotes = await refuseHeldLots(
    ports.holds,
    companyId,
    stockUses(plan.movements),
    ports.inventory.now().slice(0, 10),
  );

  if (changed || Object.keys(request.header).length) {
    await ports.save(companyId, next, verifiedError(kind));
    if (changed)
      await ports.writeRows(
        companyId,
        kind.spec.kind,
        s.id,
        { put: rows, remove: removed },
        verifiedError(kind),
      );
  }

  const now = ports.inventory.now();
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
  try {
    await ports.inventory.post(companyId, {
      key: submissionPostingKey(kind.spec.kind, s.id),
      movements,
      by: await ports.inventory.postedBy(request.caller.userId, request.caller.email),
      submittedAt: now,
      recordedAt: now,
      links: plan.links,
    });
  } catch (error) {
    // The key's posting holds other movements: the rows changed after an interrupted submit.
    if (isDomainError(error) && error.kind === 'conflict' && /Idempotency-Key/.test(error.message))
      throw conflict(submissionMessages.changedWhileSubmitting(label));
    throw error;
  }
  if ((await ports.complete(companyId, next, now)) === 'already')
    throw conflict(submissionMessages.alreadySubmitted(label));
  await fillDefaultDates(
    { lotByCode: ports.inventory.lotByCode, setExpiry: ports.expiry.setExpiry },
    companyId,
    plan.movements,
    materials,
  );

  const inconsistent = [];
  for (const m of movements) {
    if (m.lotCode === null || m.qtyDelta > 0) continue;
    const lot = await ports.inventory.lotByCode(companyId, m.materialId, m.lotCode);
    if (lot?.origin === 'inconsistent')
      inconsistent.push({ material_id: m.materialId, lot_id: lot.id, lot_code: lot.lotCode });
  }
  return {
    submission_id: s.id,
    submission_status: 'verified',
    transactions: movements.length,
    inconsistent_lots: [...new Map(inconsistent.map((l) => [l.lot_id, l])).values()],
  };
};
