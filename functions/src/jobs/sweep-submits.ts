import middy from '@middy/core';
import { submissionKinds } from '../core/submissions/kinds/index.ts';
import { sweepFrozenSubmits } from '../core/submissions/sweep-submits.ts';
import { env } from '../lib/env.ts';
import { logger } from '../lib/logger.ts';
import { requestLogger } from '../lib/middleware/request-logger.ts';
import { submissionPorts } from '../wiring/submissions.ts';

export interface SweepEvent {
  /** Tests and the local timer: the grace period instead of SWEEP_GRACE_SECONDS. */
  graceSeconds?: number;
}

/**
 * The scheduled submit sweeper (EventBridge every few minutes in AWS, a timer in the local
 * cloud): finishes the submits a client left frozen (docs/submissions.md, Submit). A
 * submission that cannot be finished is logged and tried again on the next run.
 */
type SweepResult = { seen: number; finished: number; failed: number };

export const handler = middy<SweepEvent | undefined, SweepResult>()
  .use(
    requestLogger<SweepEvent | undefined, SweepResult>(
      () => ({ route: 'job sweep-submits' }),
      (result) => ({ message: 'sweep', finished: result?.finished, failed: result?.failed }),
    ),
  )
  .handler(async (event) => {
    const grace = event?.graceSeconds ?? env.sweepGraceSeconds();
    const before = new Date(Date.now() - grace * 1000).toISOString();
    const outcome = await sweepFrozenSubmits(submissionPorts, submissionKinds, { before });
    for (const { ref, error } of outcome.failed)
      logger.error('A frozen submit could not be finished', { ...ref, error: String(error) });
    return { seen: outcome.seen, finished: outcome.finished, failed: outcome.failed.length };
  });
