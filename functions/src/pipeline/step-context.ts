import { transcriptionItems } from '../adapters/dynamodb/submissions/transcription-items.ts';
import { submissionPorts } from '../wiring/submissions.ts';
import type { UploadRef } from './upload-ref.ts';
import { kindNamed } from './upload-ref.ts';

/** The submission engine's context for a pipeline step's upload. */
export const stepContext = (upload: Pick<UploadRef, 'companyId' | 'kind'>) => ({
  ports: submissionPorts,
  transcription: transcriptionItems,
  kind: kindNamed(upload.kind),
  companyId: upload.companyId,
});
