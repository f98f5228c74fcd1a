import { pipelineWorkKey } from '@bp/shared/documents.ts';
import { z } from 'zod';
import type { Layout } from '../core/documents/layout.ts';
import type { Draft } from '../core/documents/match/draft.ts';
import { lotImages, noLotImages } from '../core/documents/match/lot-images.ts';
import { noWordImages, wordImages } from '../core/documents/match/word-images.ts';
import { matchDocument } from '../core/documents/match/match-document.ts';
import { pipelinePorts } from '../wiring/pipeline.ts';
import { type PipelineState, pipelineState } from './pipeline-state.ts';
import { pipelineStep } from './pipeline-step.ts';

const { work, catalog } = pipelinePorts;

/** The extracted draft as Extract wrote it; checked, so a broken earlier step fails with a reason. */
const part = z.record(z.string(), z.unknown());
const storedDraft = z.object({ header: part, rows: z.array(part) });

/**
 * The pipeline's Match step (after Extract, before SaveRows): the extracted draft matched against
 * what the company knows (core/documents/match), written as the matched draft.
 */
const matchStep = async (state: PipelineState): Promise<PipelineState> => {
  const { upload, draftKey, layoutKey } = state;
  if (!upload || !draftKey) throw new Error('Match needs the upload and its draft');
  // The company's names from DynamoDB and the draft and layout from S3, all read at once.
  const names = catalog.catalog(upload.companyId);
  names.catch(() => undefined);
  const [stored, layout] = await Promise.all([
    work.get(draftKey),
    // The layout holds the local reader's character probabilities: lot codes and units are scored against them.
    layoutKey ? work.get<Layout>(layoutKey) : null,
  ]);
  const parsed = storedDraft.safeParse(stored);
  if (!parsed.success) {
    const where = parsed.error.issues[0]?.path.join('.') || 'draft';
    throw new Error(`The document could not be matched: the extracted ${where} is malformed`);
  }
  const today = new Date().toISOString().slice(0, 10);
  const matched = await matchDocument(
    { ...catalog, catalog: () => names },
    { companyId: upload.companyId, kind: upload.kind, draft: parsed.data as Draft },
    today,
    layout?.pages ? lotImages(layout) : noLotImages,
    layout?.pages ? wordImages(layout) : noWordImages,
  );
  const matchedKey = pipelineWorkKey(upload.companyId, upload.submissionId, state.execution, 'matched');
  await work.put(matchedKey, { kind: upload.kind, header: matched.header, rows: matched.rows });
  return { ...state, draftKey: matchedKey };
};

export const handler = pipelineStep('match-document', pipelineState, matchStep);
