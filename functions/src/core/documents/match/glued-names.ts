import { matchName, type NameIndex, type NameMatch } from './match-name.ts';

/**
 * Two neighbouring cells read as one (`SunrisePackagingPaperBag` in the supplier column, nothing
 * in the material column): the text split where both halves match a record, the split whose
 * weaker half matches best. Each half must be MIN_HALF characters or more.
 */
const MIN_HALF = 3;
export const GLUED_SCORE_CAP = 0.6;

export function splitGlued(
  raw: string,
  left: NameIndex,
  right: NameIndex,
): { left: NameMatch; right: NameMatch; score: number } | null {
  const text = raw.trim();
  let best: { left: NameMatch; right: NameMatch; score: number } | null = null;
  for (let i = MIN_HALF; i <= text.length - MIN_HALF; i++) {
    const l = matchName(left, text.slice(0, i));
    if (!l) continue;
    const r = matchName(right, text.slice(i));
    if (!r) continue;
    const score = Math.min(l.score, r.score, GLUED_SCORE_CAP);
    if (!best || Math.min(l.score, r.score) > Math.min(best.left.score, best.right.score))
      best = { left: l, right: r, score };
  }
  return best;
}
