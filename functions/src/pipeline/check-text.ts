import { DocumentFailure, failureReasons } from '../core/documents/failure-reasons.ts';
import { documentReaders } from '../wiring/document-readers.ts';
import { type PipelineState, pipelineState } from './pipeline-state.ts';
import { pipelineStep } from './pipeline-step.ts';
import { keepLayout } from './keep-layout.ts';

/**
 * Looks this many times (one WaitForText apart, 5 s in the ASL) before giving up: 10 minutes,
 * where Textract reads a 20-page PDF in well under one.
 */
export const MAX_TEXTRACT_ROUNDS = 120;

/**
 * One look at the asynchronous Textract job ReadDocument started: done, its layout is kept and
 * the machine goes on; still running, the machine waits and comes back; past the bound, the
 * document fails as taking too long.
 */
const checkText = async (state: PipelineState): Promise<PipelineState> => {
  const { upload, textract } = state;
  if (!upload || !textract) throw new Error('CheckText needs an upload and its Textract job');
  const result = await documentReaders.textDetectionResult(textract.jobId);
  if (result.done) return keepLayout(state, upload, result.blocks);
  const rounds = textract.rounds + 1;
  if (rounds >= MAX_TEXTRACT_ROUNDS) throw new DocumentFailure(failureReasons.timedOut);
  return { ...state, textract: { ...textract, rounds } };
};

export const handler = pipelineStep('check-text', pipelineState, checkText);
