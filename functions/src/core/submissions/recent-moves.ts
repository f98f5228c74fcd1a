import { classOf, type RecentMove, type SubmissionClass } from './classes.ts';
import type { SubmissionRecord } from './records.ts';

/**
 * A tab's page comes from an index that AWS updates a moment after the write (docs/submissions.md,
 * Lists): a submission just created, submitted or archived may be missing from its new tab and
 * still in its old one, while the counts beside them (a consistent item) already moved. So every
 * write that moves a submission between classes also notes the move on the counts item, and a
 * page read from the index is checked against the moves of the last moment: it is read again only
 * when they disagree, so a list costs nothing more once the index has caught up.
 */
type Direction = 'newest' | 'oldest';

const before = (from: Direction) => (a: number, b: number) => (from === 'newest' ? b - a : a - b);

/** Whether a submission of this id would be among the page's `upTo` (the page read `read`). */
const withinPage = (id: number, read: readonly SubmissionRecord[], from: Direction, upTo: number) => {
  if (read.length < upTo) return true;
  const edge = read.reduce((e, s) => (before(from)(e, s.id) < 0 ? s.id : e), read[0]!.id);
  return before(from)(id, edge) < 0;
};

/** The moves the page read disagrees with: one shown in a class it left, one missing from its new class. */
export const disagreeingMoves = (
  read: readonly SubmissionRecord[],
  moves: readonly RecentMove[],
  classes: readonly SubmissionClass[],
  from: Direction,
  upTo: number,
): RecentMove[] => {
  const shown = new Map(read.map((s) => [s.id, s]));
  return moves.filter((m) => {
    const page = shown.get(m.id);
    if (page) return classOf(page) !== m.to;
    return classes.includes(m.to) && withinPage(m.id, read, from, upTo);
  });
};

/**
 * The page as it is: `reread` is the index page read again with room for every move, `current`
 * the moved submissions read consistently. Each moved one is taken as it is now, in the page only
 * when its class is one of the tab's.
 */
export const settleMoves = (
  reread: readonly SubmissionRecord[],
  current: readonly SubmissionRecord[],
  classes: readonly SubmissionClass[],
  from: Direction,
  upTo: number,
): SubmissionRecord[] => {
  const moved = new Set(current.map((s) => s.id));
  return [...reread.filter((s) => !moved.has(s.id)), ...current.filter((s) => classes.includes(classOf(s)))]
    .sort((a, b) => before(from)(a.id, b.id))
    .slice(0, upTo);
};
