import middy from '@middy/core';
import {
  type DraftSubmission,
  draftFromExtraction,
  isEmptyDraft,
} from '../core/documents/draft-submission.ts';
import { extractDocument } from '../core/documents/extract/extract-document.ts';
import type { DateOrderSetting } from '@bp/shared/contracts/settings.ts';
import { DocumentFailure, failureReasons } from '../core/documents/failure-reasons.ts';
import type { Layout } from '../core/documents/layout.ts';
import { catalogPort } from '../wiring/documents.ts';
import { pipelineLogger } from './pipeline-logger.ts';
import { kindNamed, type UploadRef } from './upload-ref.ts';

/** How the document's numeric dates are read: the company's setting, the upload's day, its recent dates. */
export interface DocumentDates {
  dateOrder: DateOrderSetting;
  uploaded: string;
  recentDates: string[];
}

export interface ExtractInput {
  upload: UploadRef & DocumentDates;
  document: { layout: Layout };
}

/** The layout to the kind's draft header and rows (names as read; Match resolves them). */
const extract = async ({ upload, document }: ExtractInput): Promise<{ draft: DraftSubmission }> => {
  const kind = kindNamed(upload.kind);
  const { dateOrder, uploaded, recentDates } = upload;
  // The company's names tell a table's columns apart by what is written in them.
  const catalog = await catalogPort.catalog(upload.companyId);
  const known = {
    materials: catalog.materials.map((m) => m.name),
    suppliers: catalog.suppliers.map((s) => s.name),
    customers: catalog.customers.map((c) => c.name),
  };
  const extraction = extractDocument(
    document.layout,
    kind.spec.kind,
    dateOrder === 'auto' ? { dateOrder, uploaded, recentDates, known } : { dateOrder, known },
  );
  const draft = draftFromExtraction(kind.spec, extraction);
  if (isEmptyDraft(draft)) throw new DocumentFailure(failureReasons.nothingFound);
  return { draft };
};

export const handler = middy<ExtractInput, { draft: DraftSubmission }>()
  .use(pipelineLogger('extract'))
  .handler(extract);
