import { lotRefKey } from '../../../core/inventory/plan-posting.ts';
import type { SubmissionRecord } from '../../../core/submissions/records.ts';
import type { TraceLink } from '../../../core/submissions/trace-link.ts';
import { findLotByCode } from '../inventory/lot-items.ts';
import { conflict } from '../../../core/errors.ts';
import { backoff, splitIntoTransactions, STALE_WRITE, transactOnce, type Write } from '../kit/index.ts';
import { linkWrites } from './link-items.ts';
import { notVerified, submissionItem } from './records/submission.ts';

const lotsOf = (links: readonly TraceLink[]) =>
  links.flatMap((l) => (l.type === 'production' ? [l.input, l.output] : [l.lot]));

/**
 * After the posting: the trace links, then the flip to verified in the last transaction (with
 * the last links), on condition the submission is not verified yet. Links are idempotent puts,
 * so a completion interrupted and run again ends the same. 'already': another submit flipped it.
 */
export const completeSubmit = async (
  companyId: number,
  submission: SubmissionRecord,
  links: readonly TraceLink[],
  submittedAt: string,
): Promise<'done' | 'already'> => {
  const ids = new Map<string, number>();
  for (const lot of lotsOf(links)) {
    const key = lotRefKey(lot.materialId, lot.lotCode);
    if (ids.has(key)) continue;
    const found = await findLotByCode(companyId, lot.materialId, lot.lotCode);
    if (!found) throw new Error(`Lot ${lot.lotCode} of material ${lot.materialId} was posted but is missing`);
    ids.set(key, found.id);
  }
  const lotIdOf = (materialId: number, code: string) => ids.get(lotRefKey(materialId, code)) as number;
  const groups = links.map((l) => linkWrites(companyId, submission.kind, l, lotIdOf));
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
  const chunks = splitIntoTransactions(groups, { reserve: 1 });
  const last = chunks.pop() ?? [];
  for (const chunk of chunks) await writeWithRetry(chunk);
  return (await writeWithRetry([flip, ...last])) === 'applied' ? 'already' : 'done';
};

const writeWithRetry = async (writes: Write[]) => {
  for (let attempt = 0; attempt < 8; attempt++) {
    if (attempt) await backoff(attempt);
    const outcome = await transactOnce(writes);
    if (outcome !== 'retry') return outcome;
  }
  throw conflict(STALE_WRITE);
};
