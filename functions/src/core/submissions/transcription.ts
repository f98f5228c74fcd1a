import { kindSchemas } from '@bp/shared/contracts/submissions/kind.ts';
import type { z } from 'zod';
import { type DraftRecord, type DraftSubmission, draftValues } from '../documents/draft-submission.ts';
import {
  changeSubmission,
  type SubmissionContext,
  patchedFields,
  patchedHeader,
  untilWritten,
} from './drafts.ts';
import { namedMasters } from './plan-submit.ts';
import { submitReads } from './request-reads.ts';
import { summariseRows } from './summary.ts';
import type { FilePin, RowRecord } from './records.ts';

export type { FilePin };

/** What the pipeline's last steps need beyond the draft engine's ports. */
export interface TranscriptionPorts {
  /**
   * Claims the saving of a pending submission's rows for one execution: true for the execution
   * that holds the claim (again on a retried step of the same execution), false when another
   * execution (a duplicated S3 event) claimed it first or the submission is no longer pending.
   */
  claim(companyId: number, kind: string, submissionId: number, execution: string): Promise<boolean>;
  /**
   * Sets failed with the reason, only while the submission is still pending and not claimed by
   * another execution (a duplicate's failure does not undo the execution that is saving).
   */
  markFailed(
    companyId: number,
    kind: string,
    submissionId: number,
    failure: { reason: string; at: string; execution: string },
  ): Promise<boolean>;
  /**
   * Pins the object version the pipeline reads (set once, while pending): answers the pin that
   * holds, which is an earlier one when another execution pinned first.
   */
  pin(companyId: number, kind: string, submissionId: number, pin: FilePin): Promise<FilePin | null>;
}

type Ctx = SubmissionContext & { transcription: TranscriptionPorts };

/**
 * A draft's values through the route's own input schema (quantities to thousandths, dates
 * checked). A value the schema refuses (a quantity with 4 decimals) is left empty for review
 * rather than failing the document.
 */
const parsedValues = (schema: z.ZodType, record: DraftRecord): Record<string, unknown> => {
  const values: Record<string, unknown> = draftValues(record);
  for (let attempt = 0; attempt < 3; attempt++) {
    const result = schema.safeParse(values);
    if (result.success) return result.data as Record<string, unknown>;
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (typeof field !== 'string' || !(field in values)) return {};
      values[field] = null;
    }
  }
  return {};
};

/**
 * The pipeline's Save: the draft's header and rows become the submission's, status transcribed.
 * Runs for the execution that claims the submission; 'skipped' when a duplicate execution got
 * there first. Re-entrant: a retry of the same execution (its step failed after the claim)
 * proceeds, and replaces whatever rows the failed attempt wrote.
 */
export const saveTranscription = async (
  context: Ctx,
  submissionId: number,
  draft: DraftSubmission,
  execution: string,
): Promise<'saved' | 'skipped'> => {
  const { kind, companyId } = context;
  const schemas = kindSchemas(kind.spec);
  const header = parsedValues(schemas.headerPatch, draft.header);
  const values = draft.rows.map((row) => parsedValues(schemas.rowCreate, row));
  // The materials, suppliers and customers the draft names, read once in one BatchGet beside the
  // claim, rather than one read after another for each row's refs and the header's.
  const ctx = { ...context, ports: submitReads(context.ports) };
  const named = ctx.ports.masters(companyId, namedMasters(kind.spec, { header, rows: values }));
  named.catch(() => undefined);
  // The claim's condition is the submission pending and not another execution's: a submission
  // gone or no longer pending is skipped by it, with no read before. Row ids are minted beside
  // it (a skipped duplicate leaves a gap in the counter, as a refused submit does).
  const [claimed, firstId] = await Promise.all([
    ctx.transcription.claim(companyId, kind.spec.kind, submissionId, execution),
    draft.rows.length ? ctx.ports.newRowIds(companyId, draft.rows.length) : 0,
  ]);
  if (!claimed) return 'skipped';
  await named;
  const rows: RowRecord[] = await Promise.all(
    draft.rows.map(async (draftRow, index) => ({
      id: firstId + index,
      submissionId,
      rowIndex: index + 1,
      fields: await patchedFields(ctx, {}, values[index]!),
      confidence: draftRow.confidence,
      ...(draftRow.candidates ? { candidates: draftRow.candidates } : {}),
    })),
  );
  if ((await replaceRows(ctx, submissionId, rows, 'pending')) === 'skipped') return 'skipped';
  // The header and the state on the revision read (a person's edit meanwhile is kept, not overwritten).
  const saved = await changeSubmission(
    ctx,
    submissionId,
    async (current) =>
      current.status !== 'pending'
        ? null
        : {
            ...(await patchedHeader(ctx, current, header)),
            // Review marks the header's doubtful readings as it does the rows' (a date read by plausibility).
            ...(draft.header.confidence ? { headerConfidence: draft.header.confidence } : {}),
            status: 'transcribed',
            failureReason: null,
          },
    (_ctx, s) => s,
  );
  return saved ? 'saved' : 'skipped';
};

/**
 * The pipeline's failure path: while the submission is still pending (and not claimed by another
 * execution), it becomes failed with the reason the user sees; then rows an interrupted save
 * left are removed (no partial rows).
 */
export const failTranscription = async (
  ctx: Ctx,
  submissionId: number,
  failure: { reason: string; execution: string },
) => {
  const { kind, companyId, ports } = ctx;
  const submission = await ports.get(companyId, kind.spec.kind, submissionId);
  if (!submission || submission.status !== 'pending') return false;
  const at = ports.inventory.now();
  if (!(await ctx.transcription.markFailed(companyId, kind.spec.kind, submissionId, { ...failure, at })))
    return false;
  await replaceRows(ctx, submissionId, [], 'failed');
  return true;
};

/**
 * The submission's rows made `rows` (those a failed attempt left removed), with their summary,
 * on the revision read: a write that lost a race reads again. 'skipped' once the submission is
 * gone or no longer in the state the pipeline left it (pending while saving, failed after).
 */
const replaceRows = async (
  ctx: Ctx,
  submissionId: number,
  rows: RowRecord[],
  state: 'pending' | 'failed',
) => {
  const { kind, companyId, ports } = ctx;
  const wanted = new Set(rows.map((r) => r.id));
  return untilWritten(async () => {
    const s = await ports.get(companyId, kind.spec.kind, submissionId);
    if (!s || s.status !== state) return 'skipped' as const;
    const earlier = (await ports.rows(companyId, kind.spec.kind, submissionId)).filter(
      (r) => !wanted.has(r.id),
    );
    if (!rows.length && !earlier.length) return 'done' as const;
    const change = { put: rows, remove: earlier };
    const written = await ports.writeRows(companyId, kind.spec.kind, submissionId, change, {
      revision: s.revision,
      rows: summariseRows(kind.spec, rows),
    });
    return written === 'done' ? ('done' as const) : 'stale';
  });
};
