import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { MAX_UPLOAD_BYTES } from '@bp/shared/contracts/submissions/upload.ts';
import middy from '@middy/core';
import { s3Client } from '../adapters/s3/client.ts';
import { DocumentFailure, failureReasons } from '../core/documents/failure-reasons.ts';
import type { DateOrder } from '../core/documents/extract/types.ts';
import { submissionPorts } from '../wiring/submissions.ts';
import { pipelineLogger } from './pipeline-logger.ts';
import { parseUploadKey, type UploadRef } from './upload-ref.ts';

export interface LoadSubmissionInput {
  bucket: string;
  key: string;
}

export type LoadedUpload =
  (UploadRef & { proceed: true; size: number; dateOrder: DateOrder }) | { proceed: false };

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
  return {
    proceed: true,
    bucket: input.bucket,
    key: input.key,
    companyId: ref.companyId,
    kind: ref.kind.spec.kind,
    submissionId: ref.submissionId,
    size,
    // Company settings hold no date order yet (spec 000): day first, as the spec's own dates are.
    dateOrder: 'DMY',
  };
};

export const handler = middy<LoadSubmissionInput, LoadedUpload>()
  .use(pipelineLogger('load-submission'))
  .handler(loadSubmission);
