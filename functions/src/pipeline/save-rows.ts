import middy from '@middy/core';
import type { DraftSubmission } from '../core/documents/draft-submission.ts';
import { saveTranscription } from '../core/submissions/transcription.ts';
import { pipelineLogger } from './pipeline-logger.ts';
import { stepContext } from './step-context.ts';
import type { UploadRef } from './upload-ref.ts';

export interface SaveRowsInput {
  upload: UploadRef;
  document: { draft: DraftSubmission };
}

/** Saves the draft as the submission's header and rows and sets transcribed, once per submission. */
const saveRows = async ({ upload, document }: SaveRowsInput) => ({
  outcome: await saveTranscription(stepContext(upload), upload.submissionId, document.draft),
  rows: document.draft.rows.length,
});

export const handler = middy<SaveRowsInput, Awaited<ReturnType<typeof saveRows>>>()
  .use(pipelineLogger('save-rows'))
  .handler(saveRows);
