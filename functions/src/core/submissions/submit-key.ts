import { createHash } from 'node:crypto';
import { inventoryMessages } from '@bp/shared/contracts/inventory.ts';
import type { SubmitResult } from '@bp/shared/contracts/submissions/common.ts';
import { conflict } from '../errors.ts';
import type { Movement } from '../inventory/posting.ts';
import type { SubmissionContext } from './drafts.ts';

/**
 * A submit's Idempotency-Key (the offline outbox's replays, docs/offline.md): kept with the
 * submission by the submit's freezing write, with what the first submit's answer is made of, so
 * a replay answers what the first answered and posts nothing.
 */
export interface SubmitKeyMarker {
  key: string;
  submissionId: number;
  /** The request's hash: the same key with another body is refused. */
  request: string;
  /** The posting's movement count and the lots it takes stock from (the answer's parts). */
  transactions: number;
  lots: { materialId: number; lotCode: string }[];
  /** The answer, once a run of the submit gave it: every later replay answers this. */
  answer: SubmitResult | null;
}

export const keyReused = () => conflict(inventoryMessages.idempotencyKeyReused);

/** Key order does not change a body's meaning, so it does not change its hash. */
const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  return value;
};

export const requestHash = (request: {
  submissionId: number;
  header: Record<string, unknown>;
  rows?: Record<string, unknown>[];
  confirmDuplicate?: boolean;
  refuseUnknownLots?: boolean;
}): string =>
  createHash('sha256')
    .update(
      JSON.stringify(
        canonical({
          submission: request.submissionId,
          header: request.header,
          rows: request.rows ?? null,
          confirm: request.confirmDuplicate === true,
          unknownLots: request.refuseUnknownLots === true,
        }),
      ),
    )
    .digest('hex');

/** The lots a posting takes stock from: the answer names those whose origin is inconsistent. */
export const lotsTakenFrom = (movements: readonly Movement[]) =>
  movements.flatMap((m) =>
    m.lotCode === null || m.qtyDelta > 0 ? [] : [{ materialId: m.materialId, lotCode: m.lotCode }],
  );

/** The submit's answer: lots it took from that were never received or produced are named. */
export const submitAnswer = async (
  ctx: SubmissionContext,
  submissionId: number,
  transactions: number,
  lots: readonly { materialId: number; lotCode: string }[],
): Promise<SubmitResult> => {
  // Each lot is its own read: all at once.
  const found = await Promise.all(
    lots.map(({ materialId, lotCode }) => ctx.ports.inventory.lotByCode(ctx.companyId, materialId, lotCode)),
  );
  const inconsistent = found.flatMap((lot) =>
    lot?.origin === 'inconsistent'
      ? [{ material_id: lot.materialId, lot_id: lot.id, lot_code: lot.lotCode }]
      : [],
  );
  return {
    submission_id: submissionId,
    submission_status: 'verified',
    transactions,
    inconsistent_lots: [...new Map(inconsistent.map((l) => [l.lot_id, l])).values()],
  };
};

/**
 * The answer a keyed submit gives: the one kept by the first run that gave one (so a replay, a
 * racing copy and the sweeper all answer the same body), else this one, kept.
 */
export const keptAnswer = async (
  ctx: SubmissionContext,
  key: string,
  answer: SubmitResult,
): Promise<SubmitResult> => ctx.ports.keepSubmitAnswer(ctx.companyId, ctx.kind.spec.kind, key, answer);

/**
 * A replay of a submit its key already posted: the first answer, nothing posted. The marker
 * holds the answer's parts, should the first run have stopped after posting and before keeping it.
 */
export const replayAnswer = async (ctx: SubmissionContext, marker: SubmitKeyMarker) =>
  marker.answer ??
  keptAnswer(ctx, marker.key, await submitAnswer(ctx, marker.submissionId, marker.transactions, marker.lots));
