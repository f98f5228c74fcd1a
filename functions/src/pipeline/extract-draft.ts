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

/**
 * The company's names, which tell a table's columns apart by what is written in them, and its
 * lot codes, whose shapes tell its lot column: read here, bounded, never carried in the Step
 * Functions state (a company holds thousands of lots).
 */
const companyNames = async (companyId: number) => {
  const catalog = await catalogPort.catalog(companyId);
  const materialIds = catalog.materials.slice(0, MAX_LOT_SAMPLE_MATERIALS).map((m) => m.id);
  return { catalog, lots: await recentLots(companyId, materialIds) };
};

/** The layout to the kind's draft header and rows (names as read; Match resolves them). */
const extract = async (state: PipelineState): Promise<PipelineState> => {
  const { upload, layoutKey } = state;
  if (!upload || !layoutKey) throw new Error('Extract needs the upload and its layout');
  const kind = kindNamed(upload.kind);
  const { dateOrder, uploaded, recentDates } = upload;
  // The layout from S3 and the company's names and lot codes from DynamoDB are read at once.
  const [layout, { catalog, lots }] = await Promise.all([
    work.get<Layout>(layoutKey),
    companyNames(upload.companyId),
  ]);
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
