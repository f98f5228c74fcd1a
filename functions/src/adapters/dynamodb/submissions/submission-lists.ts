import {
  type ClassCounts,
  type CountedClasses,
  classOf,
  SUBMISSION_CLASSES,
  type SubmissionClass,
  tally,
} from '../../../core/submissions/classes.ts';
import type { KindName } from '../../../core/submissions/records.ts';
import { getItem, put, queryPartition, splitIntoTransactions, transactOnce, update } from '../kit/index.ts';
import { kindPartition, toSameContent, toSubmission } from './records/submission.ts';
import {
  classPartition,
  countedItem,
  countsKey,
  filePartition,
  lacksListKeys,
  listIndexKeys,
  stillOfClass,
  toCounted,
} from './records/submission-class.ts';

/**
 * The lists without reading the kind's partition (docs/submissions.md, Lists): the class counts,
 * a tab's newest (or oldest) submissions from the class index, the same file from the file
 * index. Both indexes hold every submission only once the kind was counted (the one-off count
 * below gives the submissions stored before them their keys), so each read answers null until
 * then and the caller reads the partition as before.
 */

/**
 * The kind's class counts and recent moves, counting them once if nobody has (a company's
 * submissions from before the counts): null when that count lost a race with a write (the next
 * read counts again).
 */
export const classCounts = async (
  companyId: number,
  kind: KindName,
  now: string,
): Promise<CountedClasses | null> => {
  const item = await getItem(countsKey(companyId, kind), { consistent: true });
  const counted = toCounted(item, now);
  if (counted) return counted;
  const counts = await countOnce(companyId, kind, item, now);
  return counts && toCounted({ ...item, ...counts, counted_at: now }, now);
};

/**
 * The one-off count, safe while writes go on: every class-moving write bumps `writes` in its own
 * transaction, so when `writes` is still what was read (`read`, the counts item before the
 * partition was read; its move notes are kept), no write moved
 * a class meanwhile and the tally is exact; the counts are stored on that condition only (and
 * only if nobody counted first). The submissions stored before the indexes get their keys first,
 * each on condition it is still of the class read. A lost race stores nothing and answers null.
 */
export const countOnce = async (
  companyId: number,
  kind: KindName,
  read: Record<string, unknown> | null,
  now: string,
): Promise<ClassCounts | null> => {
  const items = await queryPartition({ partition: kindPartition(companyId, kind), consistent: true });
  const records = items.map(toSubmission);
  const keyless = records.flatMap((s, i) => {
    const stored = items[i] as Record<string, unknown>;
    if (!lacksListKeys(stored)) return [];
    const key = { pk: String(stored.pk), sk: String(stored.sk) };
    const keys = listIndexKeys(companyId, s);
    return [[update(key, { set: keys }, { condition: stillOfClass(classOf(s)), refusal: 'retry' as const })]];
  });
  // Four transactions of 100 at a time; keys given stay given, so a count cut short (a lost race,
  // a timeout on a very long history) leaves the next one less to do.
  const batches = splitIntoTransactions(keyless);
  for (let at = 0; at < batches.length; at += 4) {
    const outcomes = await Promise.all(batches.slice(at, at + 4).map((batch) => transactOnce(batch)));
    if (outcomes.some((o) => o !== 'done')) return null;
  }
  const counts = tally(records);
  const { item, condition } = countedItem(companyId, kind, counts, read, now);
  return (await transactOnce([put(item, { condition, refusal: 'retry' })])) === 'done' ? counts : null;
};

/** Newest first (or oldest first), at most `upTo` of the classes' submissions. */
export const classPage = async (
  companyId: number,
  kind: KindName,
  classes: readonly SubmissionClass[],
  from: 'newest' | 'oldest',
  upTo: number,
) => {
  const descending = from === 'newest';
  // Every class is the kind's whole partition: one Query of it rather than four.
  const reads =
    classes.length === SUBMISSION_CLASSES.length
      ? [queryPartition({ partition: kindPartition(companyId, kind), descending, upTo })]
      : classes.map((c) =>
          queryPartition({ partition: classPartition(companyId, kind, c), index: 'gsi1', descending, upTo }),
        );
  return (await Promise.all(reads))
    .flat()
    .map(toSubmission)
    .sort((a, b) => (descending ? b.id - a.id : a.id - b.id))
    .slice(0, upTo);
};

/** The kind's submissions of this file (any status: the rule filters), or null while not indexed. */
export const sameFileSubmissions = async (companyId: number, kind: KindName, sha256: string, now: string) => {
  if (!(await classCounts(companyId, kind, now))) return null;
  return (await queryPartition({ partition: filePartition(companyId, kind, sha256), index: 'gsi3' })).map(
    toSameContent,
  );
};
