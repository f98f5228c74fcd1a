import { z } from 'zod';
import { executionEndReason } from '../core/documents/failure-reasons.ts';
import { failTranscription } from '../core/submissions/transcription.ts';
import { pipelineStep } from './pipeline-step.ts';
import { startInput } from './pipeline-state.ts';
import { stepContext } from './step-context.ts';
import { parseUploadKey } from './upload-ref.ts';

/**
 * EventBridge's "Step Functions Execution Status Change" for an execution that ended FAILED,
 * TIMED_OUT or ABORTED (the rule in infra/lib/stacks/pipeline-stack.ts; locally the runner calls
 * this same handler). `input` is the execution's input as JSON: the Object Created event.
 */
export const executionEndedEvent = z.object({
  detail: z.object({
    executionArn: z.string().min(1),
    status: z.enum(['FAILED', 'TIMED_OUT', 'ABORTED']),
    input: z.string().nullable().optional(),
  }),
});
export type ExecutionEndedEvent = z.infer<typeof executionEndedEvent>;

const startEvent = startInput.shape.event;
const recorded = z.object({ recorded: z.boolean(), reason: z.string().optional() });

/**
 * An execution that ended without reaching RecordFailure (a timeout, an abort, a state the Catch
 * cannot catch such as States.DataLimitExceeded, or RecordFailure itself failing) still leaves
 * its submission failed with a reason, never pending for ever. Only while it is pending and not
 * claimed by another execution, as RecordFailure.
 */
const executionEnded = async ({ detail }: ExecutionEndedEvent) => {
  let input: unknown = null;
  try {
    input = JSON.parse(detail.input ?? 'null');
  } catch {
    // An input that is not JSON names no upload.
  }
  const event = startEvent.safeParse(input);
  const ref = event.success ? parseUploadKey(event.data.detail.object.key) : null;
  if (!ref) return { recorded: false };
  const reason = executionEndReason(detail.status);
  const ctx = stepContext({ companyId: ref.companyId, kind: ref.kind.spec.kind });
  return {
    recorded: await failTranscription(ctx, ref.submissionId, { reason, execution: detail.executionArn }),
    reason,
  };
};

export const handler = pipelineStep('execution-ended', executionEndedEvent, executionEnded, recorded);
