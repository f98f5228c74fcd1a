import type { SubmissionKind } from './kind.ts';
import type { FrozenRef, SubmissionPorts } from './ports.ts';
import { finishSubmit } from './finish-submit.ts';

export interface SweepOutcome {
  /** Frozen submissions older than the grace period found. */
  seen: number;
  finished: number;
  failed: { ref: FrozenRef; error: unknown }[];
}

/**
 * The sweeper (a schedule in AWS, a timer in the local cloud): completes submits whose client
 * went away after the freezing write, from their snapshots, as a retry would. Only submissions
 * frozen before `before` are taken, so a submit still running is left to finish itself (running
 * both would be harmless, only wasteful). One failure does not stop the others.
 */
export const sweepFrozenSubmits = async (
  ports: SubmissionPorts,
  kinds: readonly SubmissionKind[],
  { before, limit = 100 }: { before: string; limit?: number },
): Promise<SweepOutcome> => {
  const refs = await ports.frozenSince(before, limit);
  const outcome: SweepOutcome = { seen: refs.length, finished: 0, failed: [] };
  for (const ref of refs) {
    const kind = kinds.find((k) => k.spec.kind === ref.kind);
    try {
      if (!kind) throw new Error(`No submission kind ${ref.kind}`);
      const s = await ports.get(ref.companyId, ref.kind, ref.id);
      if (s?.status !== 'submitting' || !s.frozen) continue;
      await finishSubmit({ ports, kind, companyId: ref.companyId }, { ...s, frozen: s.frozen });
      outcome.finished += 1;
    } catch (error) {
      outcome.failed.push({ ref, error });
    }
  }
  return outcome;
};
