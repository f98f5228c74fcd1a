import type { SubmissionRecord } from '../../../core/submissions/records.ts';
import { update, type Write } from '../kit/index.ts';
import { frozenIndexAttributes, submissionKey, submitting } from './records/submission.ts';

/**
 * The flip to verified, written in the posting's last transaction (`postingCommitPort(last)`), on
 * condition the submission is still frozen by this submit: the stock, the ledger, the trace
 * links and the state land together. It leaves the sweeper's index and drops the snapshot (the
 * ledger now holds what it said). `refusal` is for a flip whose proof did not already answer
 * 'applied': something other than a submit changed a frozen submission.
 */
export const flipToVerified = (
  companyId: number,
  submission: SubmissionRecord,
  submittedAt: string,
  refusal: Error,
): Write =>
  update(
    submissionKey(companyId, submission.kind, submission.id),
    {
      set: { submission_status: 'verified', submitted_at: submittedAt, updated_at: submittedAt },
      add: { revision: 1 },
      unset: ['snapshot', ...frozenIndexAttributes],
    },
    { condition: submitting, refusal },
  );
