import type { DraftSubmission } from '../core/documents/draft-submission.ts';
import { saveTranscription } from '../core/submissions/transcription.ts';
import { pipelinePorts } from '../wiring/pipeline.ts';
import { type PipelineState, pipelineState } from './pipeline-state.ts';
import { pipelineStep } from './pipeline-step.ts';
import { stepContext } from './step-context.ts';

/**
 * Saves the matched draft as the submission's header and rows and sets transcribed, for the
 * execution that claims the submission (again when this step is retried in that execution).
 */
const saveRows = async (state: PipelineState): Promise<PipelineState> => {
  const { upload, draftKey } = state;
  if (!upload || !draftKey) throw new Error('SaveRows needs the upload and its matched draft');
  const draft = await pipelinePorts.work.get<DraftSubmission>(draftKey);
  const outcome = await saveTranscription(stepContext(upload), upload.submissionId, draft, state.execution);
  return { ...state, outcome };
};

export const handler = pipelineStep('save-rows', pipelineState, saveRows);
