/**
 * A field's confidence after matching, from what the reader was sure of (OCR, 0..1) and how
 * the value matched what the company knows. An exact or learned name confirms the reading;
 * a fuzzy one is as good as its score (and a little better for a clear reading); a value that
 * matched nothing is doubtful however clearly it was read, so review highlights it.
 */
export const UNMATCHED_CAP = 0.4;

const clamp = (n: number) => Math.max(0, Math.min(1, n));

/**
 * A fuzzy match clears the matcher's bar (0.65, and 0.1 clear of the next record), and
 * measured, such matches were right (docs/documents.md: 0 wrong records of 303 names): its
 * confidence starts above review's mark (0.88 at the bar, 0.98 near exact), lowered only when
 * the reading itself was faint.
 */
const FUZZY_FLOOR = 0.88;
const MATCH_BAR = 0.65;

export const confirmed = (ocr: number, score: number): number =>
  clamp(
    score >= 1
      ? Math.max(ocr, 0.95)
      : score >= MATCH_BAR
        ? (FUZZY_FLOOR + 0.1 * ((score - MATCH_BAR) / (1 - MATCH_BAR))) * Math.min(1, 0.5 + ocr)
        : score * (0.6 + 0.4 * ocr),
  );

export const unmatched = (ocr: number): number => clamp(Math.min(ocr, UNMATCHED_CAP));
