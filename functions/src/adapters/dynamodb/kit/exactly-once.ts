import { conflict } from '../../../core/errors.ts';
import { backoff, STALE_WRITE, transactOnce } from './transact.ts';
import { splitIntoTransactions } from './plan.ts';
import { keyOf, type Write } from './writes.ts';

export interface ExactlyOnceWrite {
  /**
   * The writes, in groups that must land together (a ledger entry and its balance deltas). The
   * first write of every transaction is its proof: a put on a deterministic key under `absent()`,
   * so a resent transaction is refused as already applied. Begin each group with such a put (or
   * give `marker`).
   */
  groups: readonly (readonly Write[])[];
  /** A put-if-absent of a marker item for the n-th transaction, when the groups carry no proof. */
  marker?: (transaction: number) => Write;
  /** Tries per transaction when other writers keep winning races on its items. */
  attempts?: number;
}

const isProof = (write: Write | undefined): boolean =>
  write?.kind === 'put' && write.condition?.expression.startsWith('attribute_not_exists(') === true;

/**
 * Writes a change too large for one transaction (a posting of hundreds of movements) exactly
 * once, across retries and crashes: it is split the same way every time, and each transaction
 * starts with its proof, so running it again skips what landed and resumes with the rest; two
 * concurrent runs of one change both end with it applied once.
 *
 * Conditions that may refuse the change belong in the first transaction: once one has landed
 * the change is committed to, and a later refusal leaves it half written until it is resumed.
 */
export const writeExactlyOnce = async (
  change: ExactlyOnceWrite,
): Promise<{ written: number; alreadyApplied: number }> => {
  const chunks = splitIntoTransactions(change.groups, { reserve: change.marker ? 1 : 0 });
  const transactions = chunks.map((chunk, i) => (change.marker ? [change.marker(i), ...chunk] : chunk));
  for (const [i, writes] of transactions.entries()) {
    if (!isProof(writes[0])) {
      throw new Error(
        `Transaction ${i} starts with no put-if-absent proof (${JSON.stringify(keyOf(writes[0] as Write))})`,
      );
    }
  }
  let written = 0;
  let alreadyApplied = 0;
  for (const writes of transactions) {
    const attempts = change.attempts ?? 8;
    let outcome: 'done' | 'retry' | 'applied' = 'retry';
    for (let attempt = 0; attempt < attempts && outcome === 'retry'; attempt++) {
      if (attempt > 0) await backoff(attempt);
      outcome = await transactOnce(writes, {
        explain: (index, write) => (index === 0 ? 'applied' : (write.refusal ?? 'retry')),
      });
    }
    if (outcome === 'retry') throw conflict(STALE_WRITE);
    if (outcome === 'done') written++;
    else alreadyApplied++;
  }
  return { written, alreadyApplied };
};
