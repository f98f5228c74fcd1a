import middy from '@middy/core';
import { failureReasonOf } from '../core/documents/failure-reasons.ts';
import { failTranscription } from '../core/submissions/transcription.ts';
import { pipelineLogger } from './pipeline-logger.ts';
import { stepContext } from './step-context.ts';
import { parseUploadKey } from './upload-ref.ts';

export interface RecordFailureInput {
  key: string;
  /** Step Functions' Catch output. */
  error?: { Error?: string; Cause?: string };
}

/** Any step's failure: the submission becomes failed with a reason the user can act on, and no rows. */
const recordFailure = async ({ key, error }: RecordFailureInput) => {
  const ref = parseUploadKey(key);
  if (!ref) return { recorded: false };
  const reason = failureReasonOf(error);
  const ctx = stepContext({ companyId: ref.companyId, kind: ref.kind.spec.kind });
  return { recorded: await failTranscription(ctx, ref.submissionId, reason), reason };
};

export const handler = middy<RecordFailureInput, Awaited<ReturnType<typeof recordFailure>>>()
  .use(pipelineLogger('record-failure'))
  .handler(recordFailure);
