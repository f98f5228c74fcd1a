import { failureReasons } from '../documents/failure-reasons.ts';
import type { SubmissionKind } from './kind.ts';
import type { SubmissionPorts, WaitingRef } from './ports.ts';

export interface UploadSweepOutcome {
  /** Uploads found waiting for their file since before the cut-off. */
  seen: number;
  /** Marked failed: no file came. */
  failed: number;
  errors: { ref: WaitingRef; error: unknown }[];
}

/**
 * The upload sweep (a schedule in AWS, the local scheduler's timer): an upload upload-url made
 * whose file never came, once its URL can no longer be used plus a margin, ends `failed` with a
 * reason in the user's words, so nothing is left pending for ever. Only while it is still pending
 * with no file read (no pin), on the revision read (a reservation by the outbox's file, or the
 * pipeline pinning, makes the write stale: left alone), and only when no object is at its key (a
 * file that arrived is the pipeline's to read or fail). One error does not stop the others.
 */
export const sweepWaitingUploads = async (
  ports: SubmissionPorts,
  fileArrived: (key: string) => Promise<boolean>,
  kinds: readonly SubmissionKind[],
  { before, limit = 100 }: { before: string; limit?: number },
): Promise<UploadSweepOutcome> => {
  const refs = await ports.waitingUploads(before, limit);
  const outcome: UploadSweepOutcome = { seen: refs.length, failed: 0, errors: [] };
  for (const ref of refs) {
    try {
      if (!kinds.some((k) => k.spec.kind === ref.kind)) throw new Error(`No submission kind ${ref.kind}`);
      const s = await ports.get(ref.companyId, ref.kind, ref.id);
      if (!s || s.status !== 'pending' || s.filePin || !s.fileKey) continue;
      if (await fileArrived(s.fileKey)) continue;
      const failed = {
        ...s,
        status: 'failed' as const,
        failureReason: failureReasons.neverArrived,
        updatedAt: ports.inventory.now(),
      };
      if ((await ports.save(ref.companyId, failed, s)) === 'done') outcome.failed += 1;
    } catch (error) {
      outcome.errors.push({ ref, error });
    }
  }
  return outcome;
};
