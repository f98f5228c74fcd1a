import type { SubmissionListQuery } from '@bp/shared/contracts/submissions/common.ts';
import type { SubmissionRecord } from './records.ts';

/**
 * The list's four classes of a submission (docs/submissions.md, Lists): verified or not (the
 * Verified and Needs Review tabs), archived or not (Show archived). Every tab without a search is
 * a union of classes, so its total is a sum of the kind's class counts and its pages come from
 * the classes' own newest-first orders.
 */
export const SUBMISSION_CLASSES = [
  'review_open',
  'review_archived',
  'verified_open',
  'verified_archived',
] as const;
export type SubmissionClass = (typeof SUBMISSION_CLASSES)[number];
export type ClassCounts = Record<SubmissionClass, number>;

/** A submission's move to another class a moment ago (recent-moves.ts). */
export interface RecentMove {
  id: number;
  to: SubmissionClass;
}

/** The counts, with the moves the class index may not show yet. */
export interface CountedClasses {
  counts: ClassCounts;
  moves: readonly RecentMove[];
}

export const classOf = (s: Pick<SubmissionRecord, 'status' | 'archived'>): SubmissionClass =>
  `${s.status === 'verified' ? 'verified' : 'review'}_${s.archived ? 'archived' : 'open'}`;

export const noCounts = (): ClassCounts => ({
  review_open: 0,
  review_archived: 0,
  verified_open: 0,
  verified_archived: 0,
});

export const tally = (records: readonly Pick<SubmissionRecord, 'status' | 'archived'>[]): ClassCounts => {
  const counts = noCounts();
  for (const s of records) counts[classOf(s)] += 1;
  return counts;
};

/**
 * What a write does to the counts: `before` null for a create, `after` null for a delete. Empty
 * when the class stays (most writes), so the counts item is touched only by writes that move one.
 */
export const classDelta = (
  before: Pick<SubmissionRecord, 'status' | 'archived'> | null,
  after: Pick<SubmissionRecord, 'status' | 'archived'> | null,
): Partial<ClassCounts> => {
  const from = before ? classOf(before) : null;
  const to = after ? classOf(after) : null;
  if (from === to) return {};
  return { ...(from ? { [from]: -1 } : {}), ...(to ? { [to]: 1 } : {}) };
};

/** The classes a list query shows (its search aside). */
export const classesOf = (query: Pick<SubmissionListQuery, 'filter_type' | 'include_archived'>) =>
  SUBMISSION_CLASSES.filter(
    (c) =>
      (query.include_archived || c.endsWith('_open')) &&
      (query.filter_type === undefined || c.startsWith(`${query.filter_type}_`)),
  );
