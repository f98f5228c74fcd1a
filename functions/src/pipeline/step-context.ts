import { pipelinePorts } from '../wiring/pipeline.ts';
import type { UploadRef } from './upload-ref.ts';
import { kindNamed } from './upload-ref.ts';

/** The submission engine's context for a pipeline step's upload. */
export const stepContext = (upload: Pick<UploadRef, 'companyId' | 'kind'>) => ({
  ports: pipelinePorts.submissions,
  transcription: pipelinePorts.transcription,
  kind: kindNamed(upload.kind),
  companyId: upload.companyId,
});
