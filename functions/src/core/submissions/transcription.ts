import { kindSchemas } from '@bp/shared/contracts/submissions/kind.ts';
import type { z } from 'zod';
import { type DraftRecord, type DraftSubmission, draftValues } from '../documents/draft-submission.ts';
import { changeSubmission, type SubmissionContext, patchedFields, patchedHeader } from './drafts.ts';
import type { RowRecord } from './records.ts';

/** What the pipeline's last steps need beyond the draft engine's ports. */
export interface TranscriptionPorts {
  /**
   * Claims the saving of a pending submission's rows, once: false when another execution (a
   * duplicated S3 event) claimed it first or the submission is no longer pending.
   */
  claim(companyId: number, kind: string, submissionId: number): Promise<boolean>;
  /** Sets failed with the reason, only while the submission is still pending. */
  markFailed(
    companyId: number,
    kind: string,
    submissionId: number,
    reason: string,
    at: string,
  ): Promise<boolean>;
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
 * Runs once per submission (the claim); 'skipped' when a duplicate execution got there first.
 */
export const saveTranscription = async (
  ctx: Ctx,
  submissionId: number,
  draft: DraftSubmission,
): Promise<'saved' | 'skipped'> => {
  const { kind, companyId, ports } = ctx;
  const schemas = kindSchemas(kind.spec);
  const submission = await ports.get(companyId, kind.spec.kind, submissionId);
  if (!submission || submission.status !== 'pending') return 'skipped';
  if (!(await ctx.transcription.claim(companyId, kind.spec.kind, submissionId))) return 'skipped';

  const firstId = draft.rows.length ? await ports.newRowIds(companyId, draft.rows.length) : 0;
  const rows: RowRecord[] = [];
  for (const [index, draftRow] of draft.rows.entries()) {
    rows.push({
      id: firstId + index,
      submissionId,
      rowIndex: index + 1,
      fields: await patchedFields(ctx, {}, parsedValues(schemas.rowCreate, draftRow)),
      confidence: draftRow.confidence,
      ...(draftRow.candidates ? { candidates: draftRow.candidates } : {}),
    });
  }
  if (rows.length) {
    const written = await ports.writeRows(companyId, kind.spec.kind, submissionId, { put: rows, remove: [] });
    if (written === 'refused') return 'skipped';
  }
  // The header and the state on the revision read (a person's edit meanwhile is kept, not overwritten).
  const saved = await changeSubmission(
    ctx,
    submissionId,
    async (current) =>
      current.status !== 'pending'
        ? null
        : {
            ...(await patchedHeader(ctx, current, parsedValues(schemas.headerPatch, draft.header))),
            status: 'transcribed',
            failureReason: null,
          },
    (_ctx, s) => s,
  );
  return saved ? 'saved' : 'skipped';
};

/**
 * The pipeline's failure path: while the submission is still pending, rows saved so far are
 * removed (no partial rows) and the submission becomes failed with the reason the user sees.
 */
export const failTranscription = async (ctx: Ctx, submissionId: number, reason: string) => {
  const { kind, companyId, ports } = ctx;
  const submission = await ports.get(companyId, kind.spec.kind, submissionId);
  if (!submission || submission.status !== 'pending') return false;
  const rows = await ports.rows(companyId, kind.spec.kind, submissionId);
  if (rows.length) await ports.writeRows(companyId, kind.spec.kind, submissionId, { put: [], remove: rows });
  return ctx.transcription.markFailed(companyId, kind.spec.kind, submissionId, reason, ports.inventory.now());
};
