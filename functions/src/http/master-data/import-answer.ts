import type { ImportOutcome } from '../../core/master-data/run-import.ts';
import { type HttpResult, json, ok } from '../../lib/http-response.ts';

/** 200 with the result, or 400 with the message and every invalid row (nothing was written). */
export const importAnswer = (outcome: ImportOutcome): HttpResult =>
  outcome.ok ? ok(outcome.result) : json(outcome.refusal, 400);
