import { pipelineWorkKey } from '@bp/shared/documents.ts';
import { draftFromExtraction, isEmptyDraft } from '../core/documents/draft-submission.ts';
import { extractDocument } from '../core/documents/extract/extract-document.ts';
import { MAX_LOT_SAMPLE_MATERIALS } from '../core/documents/extract/known-lots.ts';
import { knownValues } from '../core/documents/extract/known-values.ts';
import { DocumentFailure, failureReasons } from '../core/documents/failure-reasons.ts';
import type { Layout } from '../core/documents/layout.ts';
import { pipelinePorts } from '../wiring/pipeline.ts';
import { type PipelineState, pipelineState } from './pipeline-state.ts';
import { pipelineStep } from './pipeline-step.ts';
import { kindNamed } from './upload-ref.ts';

const { work, catalog: catalogPort, recentLots } = pipelinePorts;

/** The layout to the kind's draft header and rows (names as read; Match resolves them). */
const extract = async (state: PipelineState): Promise<PipelineState> => {
  const { upload, layoutKey } = state;
  if (!upload || !layoutKey) throw new Error('Extract needs the upload and its layout');
  const kind = kindNamed(upload.kind);
  const layout = await work.get<Layout>(layoutKey);
  const { dateOrder, uploaded, recentDates } = upload;
  // The company's names tell a table's columns apart by what is written in them.
  const catalog = await catalogPort.catalog(upload.companyId);
  // And its lot codes' shapes tell its lot column: read here, bounded, never carried in the
  // Step Functions state (a company holds thousands of lots).
  const lots = await recentLots(
    upload.companyId,
    catalog.materials.slice(0, MAX_LOT_SAMPLE_MATERIALS).map((m) => m.id),
  );
  const known = knownValues(catalog, lots);
  const extraction = extractDocument(
    layout,
    kind.spec.kind,
    dateOrder === 'auto' ? { dateOrder, uploaded, recentDates, known } : { dateOrder, uploaded, known },
  );
  const draft = draftFromExtraction(kind.spec, extraction);
  if (isEmptyDraft(draft)) throw new DocumentFailure(failureReasons.nothingFound);
  const draftKey = pipelineWorkKey(upload.companyId, upload.submissionId, state.execution, 'draft');
  await work.put(draftKey, draft);
  return { ...state, draftKey };
};

export const handler = pipelineStep('extract', pipelineState, extract);
