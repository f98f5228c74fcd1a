import { recentLots } from '../adapters/dynamodb/documents/catalog-repo.ts';
import { transcriptionItems } from '../adapters/dynamodb/submissions/transcription-items.ts';
import { pipelineWork } from '../adapters/s3/pipeline-work.ts';
import { headObject, readObject } from '../adapters/s3/read-object.ts';
import { catalogPort } from './documents.ts';
import { settingsPorts } from './settings.ts';
import { submissionPorts } from './submissions.ts';

/**
 * The document pipeline's composition (functions/src/pipeline): its steps reach storage and
 * the submission engine only through here (the reading engines: wiring/document-readers.ts),
 * as http/ handlers do through their area's wiring module.
 */
export const pipelinePorts = {
  submissions: submissionPorts,
  transcription: transcriptionItems,
  catalog: catalogPort,
  /** Each material's newest lot codes (bounded), for the Extract step's column roles. */
  recentLots,
  /** The company's settings (its date order). */
  settings: settingsPorts,
  /** The uploaded originals (by key and pinned version). */
  originals: { head: headObject, read: readObject },
  /** Layout and draft between steps, as JSON in S3. */
  work: pipelineWork,
};
