import { uploadKey } from '@bp/shared/documents.ts';
import type { UploadContentType } from '@bp/shared/contracts/submissions/upload.ts';
import { submissionMessages } from '@bp/shared/contracts/submissions/common.ts';
import { conflict } from '../errors.ts';
import { NO_ROWS } from './summary.ts';
import { changeSubmission, type SubmissionContext } from './drafts.ts';
import { refuseSameFile } from './duplicates.ts';
import type { SubmissionRecord } from './records.ts';
import { keyReused } from './submit-key.ts';

/** Where an upload goes: the submission it starts and its object key (under the company's prefix). */
export interface StartedUpload {
  submission: SubmissionRecord;
  key: string;
  /** An earlier request with the same client key made it: its file is not stored again. */
  replayed: boolean;
}

/**
 * What a client key's earlier submission answers an upload under that key only when it was this
 * very upload: a transcription of the same bytes. A manual entry, or another file, under the key
 * is another request (409), never answered as if this file had been stored.
 */
const sameUpload = (s: SubmissionRecord, contentHash: string | null) =>
  s.submissionType === 'transcription' && (s.contentHash ?? null) === contentHash;

/**
 * Creates the transcription submission an upload fills: status pending until the pipeline sets
 * transcribed (rows ready) or failed (with a reason). The object key carries company, area and
 * submission, so the pipeline needs nothing else to find its submission. The same file as an
 * earlier upload of the kind is refused unless confirmed (duplicates.ts).
 */
export const startUpload = async (
  ctx: SubmissionContext,
  filename: string,
  file: { contentHash: string | null; confirm: boolean },
  clientKey?: string,
): Promise<StartedUpload> => {
  // A replay (the outbox after a lost answer) is answered the upload its key made, before the
  // same-file rule would take it for a second upload of that file.
  const earlier =
    clientKey === undefined ? null : await ctx.ports.createdFor(ctx.companyId, ctx.kind.spec.kind, clientKey);
  if (earlier && !sameUpload(earlier, file.contentHash)) throw keyReused();
  if (earlier?.fileKey) return { submission: earlier, key: earlier.fileKey, replayed: true };
  await refuseSameFile(ctx, file.contentHash, file.confirm);
  const now = ctx.ports.inventory.now();
  const name = filename.trim().slice(0, 200) || 'document';
  const draft: Omit<SubmissionRecord, 'id' | 'fileKey'> = {
    kind: ctx.kind.spec.kind,
    submissionType: 'transcription',
    status: 'pending',
    archived: false,
    createdAt: now,
    updatedAt: now,
    submittedAt: null,
    filename: name,
    failureReason: null,
    header: {},
    contentHash: file.contentHash,
    revision: 0,
    frozen: null,
    rowsSummary: NO_ROWS,
  };
  // The key needs the id, which the counter mints on create: create, then name the file.
  const created = await ctx.ports.create(ctx.companyId, { ...draft, fileKey: null }, clientKey);
  // A create under a key another request took (racing this one) answers that request's submission.
  if (!sameUpload(created, file.contentHash)) throw keyReused();
  if (created.fileKey) return { submission: created, key: created.fileKey, replayed: true };
  const key = uploadKey(ctx.companyId, ctx.kind.spec.area, created.id, name);
  const submission = { ...created, fileKey: key };
  // Nothing else knows the new id yet: only a lost answer could make this write stale.
  if ((await ctx.ports.save(ctx.companyId, submission, created)) !== 'done')
    throw conflict(submissionMessages.busy);
  return { submission: { ...submission, revision: submission.revision + 1 }, key, replayed: false };
};

/** Why an upload whose file never reached storage ended failed. */
export const NOT_STORED_REASON = 'The file could not be stored; upload it again.';

/**
 * The file never reached storage: its submission ends failed, so it is neither pending for ever
 * nor taken for an earlier upload of the same file.
 */
export const abandonUpload = async (ctx: SubmissionContext, id: number): Promise<void> => {
  await changeSubmission(
    ctx,
    id,
    async (s) =>
      s.status === 'pending'
        ? { ...s, status: 'failed', failureReason: NOT_STORED_REASON, updatedAt: ctx.ports.inventory.now() }
        : null,
    (_ctx, s) => s,
  );
};

/** The upload's storage: presigned PUTs and direct writes to the documents bucket. */
export interface UploadStore {
  presignPut(
    key: string,
    contentType: UploadContentType,
    size: number,
    seconds: number,
  ): Promise<{ url: string; headers: Record<string, string> }>;
  /** Writes the object once: 'exists' when one is there already (nothing written). */
  store(key: string, body: Uint8Array, contentType: UploadContentType): Promise<'stored' | 'exists'>;
}
