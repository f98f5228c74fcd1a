import { classDelta } from '../../../core/submissions/classes.ts';
import type { SubmissionRecord } from '../../../core/submissions/records.ts';
import { update, type Write } from '../kit/index.ts';
import { frozenIndexAttributes, submissionKey, submitting } from './records/submission.ts';
import { countsWrites, listIndexKeys } from './records/submission-class.ts';

/**
 * The flip to verified, written in the posting's last transaction (`postingCommitPort(last)`), on
 * condition the submission is still frozen by this submit: the stock, the ledger, the trace
 * links and the state land together. It leaves the sweeper's index and drops the snapshot (the
 * ledger now holds what it said), moves to the verified class's list (gsi1) and moves the kind's
 * class counts with it (two writes: what `postingCommitPort` allows). `refusal` is for a flip
 * whose proof did not already answer 'applied': something other than a submit changed a frozen
 * submission.
 */
export const flipToVerified = (
  companyId: number,
  submission: SubmissionRecord,
  submittedAt: string,
  refusal: Error,
): Write[] => {
  const verified = { ...submission, status: 'verified' as const };
  return [
    update(
      submissionKey(companyId, submission.kind, submission.id),
      {
        set: {
          submission_status: 'verified',
          submitted_at: submittedAt,
          updated_at: submittedAt,
          ...listIndexKeys(companyId, verified),
        },
        add: { revision: 1 },
        unset: ['snapshot', ...frozenIndexAttributes],
      },
      { condition: submitting, refusal },
    ),
    ...countsWrites(companyId, verified, classDelta(submission, verified)),
  ];
};
