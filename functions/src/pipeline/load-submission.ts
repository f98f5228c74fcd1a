import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { MAX_UPLOAD_BYTES } from '@bp/shared/contracts/submissions/upload.ts';
import middy from '@middy/core';
import { s3Client } from '../adapters/s3/client.ts';
import { DocumentFailure, failureReasons } from '../core/documents/failure-reasons.ts';
import { recentDocumentDates } from '../core/documents/recent-dates.ts';
import type { DocumentDates } from './extract-draft.ts';
import { settingsPorts } from '../wiring/settings.ts';
import { submissionPorts } from '../wiring/submissions.ts';
import { pipelineLogger } from './pipeline-logger.ts';
import { parseUploadKey, type UploadRef } from './upload-ref.ts';

export interface LoadSubmissionInput {
  bucket: string;
  key: string;
}

export type LoadedUpload = (UploadRef & DocumentDates & { proceed: true; size: number }) | { proceed: false };

/**
 * First step: the submission the upload belongs to. Goes on only for a pending transcription
 * whose file this is; a duplicated event for a submission already read stops here quietly.
 * The size is checked again here because a presigned PUT's signed length is not enforced by
 * every S3-compatible server.
 */
const loadSubmission = async (input: LoadSubmissionInput): Promise<LoadedUpload> => {
  const ref = parseUploadKey(input.key);
  if (!ref) return { proceed: false };
  const submission = await submissionPorts.get(ref.companyId, ref.kind.spec.kind, ref.submissionId);
  if (!submission || submission.status !== 'pending' || submission.fileKey !== input.key)
    return { proceed: false };
  const head = await s3Client.send(new HeadObjectCommand({ Bucket: input.bucket, Key: input.key }));
  const size = head.ContentLength ?? 0;
  if (size > MAX_UPLOAD_BYTES) throw new DocumentFailure(failureReasons.tooLarge);
  const [settings, others] = await Promise.all([
    settingsPorts.generalSettings(ref.companyId),
    submissionPorts.list(ref.companyId, ref.kind.spec.kind),
  ]);
  return {
    proceed: true,
    bucket: input.bucket,
    key: input.key,
    companyId: ref.companyId,
    kind: ref.kind.spec.kind,
    submissionId: ref.submissionId,
    size,
    dateOrder: settings.date_order,
    uploaded: submission.createdAt.slice(0, 10),
    recentDates: recentDocumentDates(others, submission.id),
  };
};

export const handler = middy<LoadSubmissionInput, LoadedUpload>()
  .use(pipelineLogger('load-submission'))
  .handler(loadSubmission);
