/**
 * A field's confidence after matching, from what the reader was sure of (OCR, 0..1) and how
 * the value matched what the company knows. An exact or learned name confirms the reading;
 * a fuzzy one is as good as its score (and a little better for a clear reading); a value that
 * matched nothing is doubtful however clearly it was read, so review highlights it.
 */
export const UNMATCHED_CAP = 0.4;

const clamp = (n: number) => Math.max(0, Math.min(1, n));

export const confirmed = (ocr: number, score: number): number =>
  clamp(score >= 1 ? Math.max(ocr, 0.95) : score * (0.6 + 0.4 * ocr));

export const unmatched = (ocr: number): number => clamp(Math.min(ocr, UNMATCHED_CAP));
