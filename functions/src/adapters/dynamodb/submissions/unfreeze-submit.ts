import { postingId } from '../../../core/inventory/plan-posting.ts';
import type { FrozenSubmit, SubmissionRecord } from '../../../core/submissions/records.ts';
import { absent, check, put, transactOnce } from '../kit/index.ts';
import { postingHeaderKey } from '../inventory/records/posting.ts';
import { submissionItem, submitting } from './records/submission.ts';
import { releaseSubmitKey } from './submit-key-items.ts';

/**
 * A submit refused after its freezing write (a hold landed before its posting could): the
 * submission back to the status it had, without its snapshot (so it leaves the sweeper's index) and its key (which may be used again),
 * on condition it is still submitting and its posting has not begun. 'begun': the posting's
 * header exists, so the posting must be finished instead.
 */
export const unfreezeSubmission = async (
  companyId: number,
  s: SubmissionRecord & { frozen: FrozenSubmit },
  postingKey: string,
): Promise<'done' | 'stale' | 'begun'> => {
  const back: SubmissionRecord = {
    ...s,
    status: s.frozen.priorStatus ?? 'transcribed',
    frozen: null,
    submitKey: null,
    revision: s.revision + 1,
  };
  const result = await transactOnce([
    put(submissionItem(companyId, back), { condition: submitting, refusal: 'retry' }),
    check(postingHeaderKey(companyId, postingId(postingKey)), absent(), 'applied'),
    ...releaseSubmitKey(companyId, s),
  ]);
  return result === 'done' ? 'done' : result === 'applied' ? 'begun' : 'stale';
};
