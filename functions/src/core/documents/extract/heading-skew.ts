import type { PageWord } from './page-words.ts';

/** More than ~6 degrees is not skew but a mismatch. */
export const MAX_SLOPE = 0.1;

/**
 * The page skew (dy/dx) from a row of headings: least squares through them; 0 when the points
 * cannot give one. Headings centred in a tall heading row sit at a few levels, which this fit
 * takes for a tilt when one level gathers at one end of the row (docs/documents.md, "skew").
 */
export function leastSquares(words: readonly PageWord[]): number {
  if (words.length < 2) return 0;
  const mx = words.reduce((s, w) => s + w.x, 0) / words.length;
  const my = words.reduce((s, w) => s + w.y, 0) / words.length;
  let num = 0;
  let den = 0;
  for (const w of words) {
    num += (w.x - mx) * (w.y - my);
    den += (w.x - mx) ** 2;
  }
  const slope = den > 1e-6 ? num / den : 0;
  return Math.abs(slope) > MAX_SLOPE ? 0 : slope;
}

/** Mean squared distance of the words from the line of the given slope through their centre. */
export function fitError(words: readonly PageWord[], slope: number): number {
  if (words.length < 2) return 0;
  const mx = words.reduce((s, w) => s + w.x, 0) / words.length;
  const my = words.reduce((s, w) => s + w.y, 0) / words.length;
  return words.reduce((s, w) => s + (w.y - my - slope * (w.x - mx)) ** 2, 0) / words.length;
}
