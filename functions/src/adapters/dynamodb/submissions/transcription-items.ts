import type { TranscriptionPorts } from '../../../core/submissions/transcription.ts';
import { both, type Condition, equals, transact, update } from '../kit/index.ts';
import { submissionKey } from './records/submission.ts';

const pending = equals('submission_status', 'pending');
const unclaimed: Condition = {
  expression: 'attribute_not_exists(#claim)',
  names: { '#claim': 'pipeline_claimed' },
};

/** Refusals that mean "someone else got there first", answered as false rather than thrown. */
class Lost extends Error {}

const unlessLost = async (run: () => Promise<unknown>) => {
  try {
    await run();
    return true;
  } catch (error) {
    if (error instanceof Lost) return false;
    throw error;
  }
};

/** The pipeline's conditional writes on a submission (docs/documents.md, "duplicate events"). */
export const transcriptionItems: TranscriptionPorts = {
  claim: (companyId, kind, id) =>
    unlessLost(() =>
      transact([
        update(
          submissionKey(companyId, kind, id),
          { set: { pipeline_claimed: true }, add: { revision: 1 } },
          { condition: both(pending, unclaimed), refusal: new Lost() },
        ),
      ]),
    ),
  markFailed: (companyId, kind, id, reason, at) =>
    unlessLost(() =>
      transact([
        update(
          submissionKey(companyId, kind, id),
          {
            set: { submission_status: 'failed', failure_reason: reason, updated_at: at },
            add: { revision: 1 },
          },
          { condition: pending, refusal: new Lost() },
        ),
      ]),
    ),
};
