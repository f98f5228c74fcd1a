import { z } from 'zod';
import { failureReasonOf } from '../core/documents/failure-reasons.ts';
import { failTranscription } from '../core/submissions/transcription.ts';
import { failureInput, type FailureInput, uploadKeyOf } from './pipeline-state.ts';
import { pipelineStep } from './pipeline-step.ts';
import { stepContext } from './step-context.ts';
import { parseUploadKey } from './upload-ref.ts';

const recorded = z.object({ recorded: z.boolean(), reason: z.string().optional() });

/**
 * Any step's failure (the Catch of every Task): the submission becomes failed with a reason the
 * user can act on, and no rows. Idempotent, so its own Retry is safe.
 */
const recordFailure = async (input: FailureInput) => {
  const ref = parseUploadKey(uploadKeyOf(input) ?? '');
  if (!ref) return { recorded: false };
  const reason = failureReasonOf(input.failed.error);
  const ctx = stepContext({ companyId: ref.companyId, kind: ref.kind.spec.kind });
  return {
    recorded: await failTranscription(ctx, ref.submissionId, { reason, execution: input.execution }),
    reason,
  };
};

export const handler = pipelineStep('record-failure', failureInput, recordFailure, recorded);
