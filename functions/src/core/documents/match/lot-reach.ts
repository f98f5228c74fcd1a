import { compactCode, LOOK_ALIKE_COST, ocrDistance } from './ocr-distance.ts';

/** What matching a used lot answers (match-lot.ts, match-lot-by-image.ts). */
export interface LotMatch {
  /** The lot chosen, or null when the call was too close. */
  code: string | null;
  score: number;
  candidates: string[];
}

export const MAX_CANDIDATES = 3;

/** How far a lot may be from the code read: a third of a code of 5 or more, plus two look-alikes. */
const reachOf = (length: number) => (length >= 5 ? length / 3 : 0) + 2 * LOOK_ALIKE_COST;

/** The lots within the edit distance's reach of a compact code, nearest first. */
export function withinReach(existing: readonly string[], code: string): { e: string; d: number }[] {
  const reach = reachOf(code.length);
  return [...new Set(existing)]
    .map((e) => ({ e, d: ocrDistance(compactCode(e), code) }))
    .filter((r) => r.d <= reach)
    .sort((a, b) => a.d - b.d || a.e.localeCompare(b.e));
}
