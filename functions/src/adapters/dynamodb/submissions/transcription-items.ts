import type { FilePin, TranscriptionPorts } from '../../../core/submissions/transcription.ts';
import { both, type Condition, either, equals, transact, update } from '../kit/index.ts';
import { getSubmission } from './submission-items.ts';
import { frozenIndexAttributes, submissionKey } from './records/submission.ts';

const pending = equals('submission_status', 'pending');
const unclaimed: Condition = {
  expression: 'attribute_not_exists(#claim)',
  names: { '#claim': 'pipeline_claimed' },
};
/** Not claimed, or claimed by this execution: a retried step of the claiming execution goes on. */
const claimableBy = (execution: string) => either(unclaimed, equals('pipeline_claimed', execution));
const unpinned: Condition = {
  expression: 'attribute_not_exists(#etag) OR #etag = :null',
  names: { '#etag': 'file_etag' },
  values: { ':null': null },
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
  claim: (companyId, kind, id, execution) =>
    unlessLost(() =>
      transact([
        update(
          submissionKey(companyId, kind, id),
          { set: { pipeline_claimed: execution }, add: { revision: 1 } },
          { condition: both(pending, claimableBy(execution)), refusal: new Lost() },
        ),
      ]),
    ),
  markFailed: (companyId, kind, id, { reason, at, execution }) =>
    unlessLost(() =>
      transact([
        update(
          submissionKey(companyId, kind, id),
          {
            set: { submission_status: 'failed', failure_reason: reason, updated_at: at },
            add: { revision: 1 },
            // Pending, so the index entry is the upload sweep's: no longer waiting.
            unset: frozenIndexAttributes,
          },
          { condition: both(pending, claimableBy(execution)), refusal: new Lost() },
        ),
      ]),
    ),
  pin: async (companyId, kind, id, pin): Promise<FilePin | null> => {
    const won = await unlessLost(() =>
      transact([
        update(
          submissionKey(companyId, kind, id),
          {
            set: { file_etag: pin.etag, file_version_id: pin.versionId },
            add: { revision: 1 },
            // Its file arrived: out of the upload sweep's index.
            unset: frozenIndexAttributes,
          },
          { condition: both(pending, unpinned), refusal: new Lost() },
        ),
      ]),
    );
    if (won) return pin;
    const submission = await getSubmission(companyId, kind as never, id);
    return submission?.status === 'pending' ? (submission.filePin ?? null) : null;
  },
};
