import middy from '@middy/core';
import {
  type DraftSubmission,
  draftFromExtraction,
  isEmptyDraft,
} from '../core/documents/draft-submission.ts';
import { extractDocument } from '../core/documents/extract/extract-document.ts';
import type { DateOrder } from '../core/documents/extract/types.ts';
import { DocumentFailure, failureReasons } from '../core/documents/failure-reasons.ts';
import type { Layout } from '../core/documents/layout.ts';
import { pipelineLogger } from './pipeline-logger.ts';
import { kindNamed, type UploadRef } from './upload-ref.ts';

export interface ExtractInput {
  upload: UploadRef & { dateOrder: DateOrder };
  document: { layout: Layout };
}

/** The layout to the kind's draft header and rows (names as read; Match resolves them). */
const extract = async ({ upload, document }: ExtractInput): Promise<{ draft: DraftSubmission }> => {
  const kind = kindNamed(upload.kind);
  const extraction = extractDocument(document.layout, kind.spec.kind, { dateOrder: upload.dateOrder });
  const draft = draftFromExtraction(kind.spec, extraction);
  if (isEmptyDraft(draft)) throw new DocumentFailure(failureReasons.nothingFound);
  return { draft };
};

export const handler = middy<ExtractInput, { draft: DraftSubmission }>()
  .use(pipelineLogger('extract'))
  .handler(extract);
