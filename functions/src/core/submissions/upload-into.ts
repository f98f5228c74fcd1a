import { submissionMessages } from '@bp/shared/contracts/submissions/common.ts';
import { uploadMessages } from '@bp/shared/contracts/submissions/upload.ts';
import { failureReasons } from '../documents/failure-reasons.ts';
import { conflict } from '../errors.ts';
import { loadSubmission, type SubmissionContext } from './drafts.ts';
import type { SubmissionRecord } from './records.ts';
import { NOT_STORED_REASON } from './uploads.ts';

/** Ways an upload ended failed without its file ever being stored: such an upload may take its file still. */
const NO_FILE_REASONS: readonly string[] = [failureReasons.neverArrived, NOT_STORED_REASON];

/** What to do with a file sent into an upload's own submission. */
export type FileTarget = { store: true; key: string } | { store: false };

/** Tries of the reserving write before 409 busy (the pipeline or the sweep changing it meanwhile). */
const RESERVE_ATTEMPTS = 6;

/**
 * The file of an upload whose presigned PUT dropped (issue 23), sent by the outbox into the
 * submission upload-url made, so there is one submission. While it is pending with no file read
 * (no pin), or failed because no file came (the sweep's reason, or a store that failed), it is
 * reserved by a write on its revision (pending again, no reason), so a sweep deciding meanwhile
 * that nothing came loses its own write; then the caller stores the file write-once. A file that
 * already arrived (the PUT landed after all, or this is a replay) is answered as done: nothing is
 * stored twice. A manual entry: 409; archived: 409; another company's: 404.
 */
export const reserveForFile = async (ctx: SubmissionContext, id: number): Promise<FileTarget> => {
  for (let attempt = 0; attempt < RESERVE_ATTEMPTS; attempt++) {
    const s = await loadSubmission(ctx, id);
    if (s.submissionType !== 'transcription' || !s.fileKey) throw conflict(uploadMessages.notAnUpload);
    const waiting =
      !s.filePin &&
      (s.status === 'pending' || (s.status === 'failed' && NO_FILE_REASONS.includes(s.failureReason ?? '')));
    if (!waiting) return { store: false };
    if (s.archived) throw conflict(uploadMessages.archivedUpload);
    const reserved: SubmissionRecord = {
      ...s,
      status: 'pending',
      failureReason: null,
      updatedAt: ctx.ports.inventory.now(),
    };
    if ((await ctx.ports.save(ctx.companyId, reserved, s)) === 'done') return { store: true, key: s.fileKey };
  }
  throw conflict(submissionMessages.busy);
};
