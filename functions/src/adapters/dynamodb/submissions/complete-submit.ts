import type { SubmissionRecord } from '../../../core/submissions/records.ts';
import { conflict } from '../../../core/errors.ts';
import { backoff, STALE_WRITE, transactOnce, type Write } from '../kit/index.ts';
import { notVerified, submissionItem } from './records/submission.ts';

/**
 * After the posting (which wrote the stock, the ledger and the trace links in its own
 * transactions): the flip to verified, on condition the submission is not verified yet.
 * 'already': another submit flipped it.
 */
export const completeSubmit = async (
  companyId: number,
  submission: SubmissionRecord,
  submittedAt: string,
): Promise<'done' | 'already'> => {
  const flip: Write = {
    kind: 'put',
    item: submissionItem(companyId, {
      ...submission,
      status: 'verified',
      submittedAt,
      updatedAt: submittedAt,
    }),
    condition: notVerified,
    refusal: 'applied',
  };
  for (let attempt = 0; attempt < 8; attempt++) {
    if (attempt) await backoff(attempt);
    const outcome = await transactOnce([flip]);
    if (outcome !== 'retry') return outcome === 'applied' ? 'already' : 'done';
  }
  throw conflict(STALE_WRITE);
};
