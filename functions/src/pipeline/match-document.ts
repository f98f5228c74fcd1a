import middy from '@middy/core';
import { z } from 'zod';
import type { Draft } from '../core/documents/match/draft.ts';
import { matchDocument } from '../core/documents/match/match-document.ts';
import { catalogPort } from '../wiring/documents.ts';
import { pipelineLogger } from './pipeline-logger.ts';

/**
 * The pipeline's Match step (state "Match", after Extract, before Save): the extracted draft
 * matched against what the company knows (core/documents/match). Its input comes from the
 * state machine, not a client; it is still checked, so a broken earlier step fails here with
 * a reason rather than saving nonsense.
 */
const part = z.record(z.string(), z.unknown());
const input = z.object({
  companyId: z.number().int().positive(),
  kind: z.enum(['goods_receipt', 'production', 'shipment']),
  draft: z.object({ header: part, rows: z.array(part) }),
  key: z.string().optional(),
});
export type MatchDocumentInput = z.input<typeof input>;

const matchStep = async (event: MatchDocumentInput): Promise<Draft> => {
  const parsed = input.safeParse(event);
  if (!parsed.success) {
    const where = parsed.error.issues[0]?.path.join('.') || 'input';
    throw new Error(`The document could not be matched: the extracted ${where} is malformed`);
  }
  const { companyId, kind, draft } = parsed.data;
  const today = new Date().toISOString().slice(0, 10);
  return matchDocument(catalogPort, { companyId, kind, draft: draft as Draft }, today);
};

export const handler = middy<MatchDocumentInput, Draft>()
  .use(pipelineLogger('match-document'))
  .handler(matchStep);
