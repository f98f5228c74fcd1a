import {
  MAX_MULTIPART_BYTES,
  type UploadContentType,
  UPLOAD_URL_SECONDS,
  uploadMessages,
  type UploadUrlBody,
} from '@bp/shared/contracts/submissions/upload.ts';
import { sniffUploadType } from '../../core/documents/sniff-type.ts';
import type { SubmissionContext } from '../../core/submissions/drafts.ts';
import { abandonUpload, startUpload, type UploadStore } from '../../core/submissions/uploads.ts';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../../lib/errors.ts';
import { created, type HttpResult, ok } from '../../lib/http-response.ts';
import { multipartForm } from '../../lib/multipart.ts';
import { sha256 } from '../../core/submissions/duplicates.ts';
import { reserveForFile } from '../../core/submissions/upload-into.ts';

/**
 * `POST {base}/upload-url`: the submission and a presigned PUT for its file. Under an
 * Idempotency-Key (with the file's sha256) a replay after a lost answer gets the same submission
 * and a new PUT for it, and the outbox can send the file itself under that key
 * (upload-document), into the same submission: one submission, never a second.
 */
export const uploadUrl = async (
  ctx: SubmissionContext,
  store: UploadStore,
  body: UploadUrlBody,
  clientKey?: string,
): Promise<HttpResult> => {
  const { submission, key, replayed } = await startUpload(
    ctx,
    body.filename,
    { contentHash: body.sha256 ?? null, confirm: body.confirm === true },
    clientKey,
  );
  // A replay is the outbox's file (over upload-document's limit) whose PUT dropped: the sweep may
  // have failed the upload as never arrived meanwhile, and the pipeline reads only a pending one,
  // so it is made pending again for the new PUT (a file already there: left as it is, and the
  // write-once PUT is refused 412).
  if (replayed) await reserveForFile(ctx, submission.id);
  const put = await store.presignPut(key, body.content_type, body.size, UPLOAD_URL_SECONDS);
  return created({
    id: submission.id,
    submission_id: submission.id,
    upload_url: put.url,
    method: 'PUT',
    headers: put.headers,
    expires_in: UPLOAD_URL_SECONDS,
  });
};

/** The multipart body's file, its type sniffed from its bytes: 413, 400 and 415 as the route says. */
const formFileOf = async (raw: Buffer, contentType: string) => {
  if (raw.length > MAX_MULTIPART_BYTES) throw payloadTooLarge(uploadMessages.tooLargeForForm);
  if (raw.length === 0) throw badRequest(uploadMessages.fileRequired);
  const form = await multipartForm(raw, contentType);
  const file = await form.file('file');
  if (!file) throw badRequest(uploadMessages.fileRequired);
  if (file.bytes.length === 0) throw badRequest(uploadMessages.emptyFile);
  const type = sniffUploadType(file.bytes);
  if (!type) throw unsupportedMediaType(uploadMessages.unsupportedType);
  return { form, file, type };
};

/** `POST {base}/upload-document`: the spec's multipart upload, stored where upload-url puts files. */
export const uploadDocument = async (
  ctx: SubmissionContext,
  store: UploadStore,
  raw: Buffer,
  contentType: string,
  clientKey?: string,
): Promise<HttpResult> => {
  const { form, file, type } = await formFileOf(raw, contentType);
  const { submission, key, replayed } = await startUpload(
    ctx,
    file.name,
    { contentHash: sha256(file.bytes), confirm: form.text('confirm') === 'true' },
    clientKey,
  );
  // A replay stores the file only if it never arrived: the key's submission came from upload-url
  // (its answer lost before the PUT), or this upload's own store failed. Written once either way.
  const target = replayed ? await reserveForFile(ctx, submission.id) : ({ store: true, key } as const);
  if (target.store) await storeOrAbandon(ctx, store, submission.id, target.key, file.bytes, type);
  return created({ id: submission.id, submission_id: submission.id });
};

/** Writes an upload's file once; a failed write ends its submission failed (never pending for ever). */
const storeOrAbandon = async (
  ctx: SubmissionContext,
  store: UploadStore,
  id: number,
  key: string,
  bytes: Uint8Array,
  type: UploadContentType,
): Promise<boolean> => {
  try {
    return (await store.store(key, bytes, type)) === 'stored';
  } catch (error) {
    await abandonUpload(ctx, id).catch(() => undefined);
    throw error;
  }
};

/**
 * `POST {base}/{id}/upload-document`: the file of an upload whose presigned PUT dropped, into
 * the submission upload-url made (reserveForFile says when), written once: a file already there
 * (the PUT landed after all, a replay) is answered `arrived`, not stored again.
 */
export const uploadFileInto = async (
  ctx: SubmissionContext,
  store: UploadStore,
  id: number,
  raw: Buffer,
  contentType: string,
): Promise<HttpResult> => {
  const { file, type } = await formFileOf(raw, contentType);
  const target = await reserveForFile(ctx, id);
  const stored = target.store && (await storeOrAbandon(ctx, store, id, target.key, file.bytes, type));
  return ok({ id, submission_id: id, file: stored ? 'stored' : 'arrived' });
};
