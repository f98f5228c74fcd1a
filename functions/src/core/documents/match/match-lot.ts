import { compactCode, LOOK_ALIKE_COST, ocrDistance } from './ocr-distance.ts';

/**
 * A lot code on a usage or shipment row to one of the material's existing lots, by the
 * OCR-aware distance (ocr-distance.ts): the same code without regard to case or separators is
 * certain; otherwise the nearest lot within reach (a third of a code of 5 or more characters,
 * plus two look-alikes) is taken when no other lot is within one more
 * slip of it. The lots within reach are the candidates review offers, nearest first; a close
 * call between two takes neither (the code read is kept) but still offers both.
 */
export interface LotMatch {
  /** The lot chosen, or null when the call was too close. */
  code: string | null;
  score: number;
  candidates: string[];
}

export const MAX_CANDIDATES = 3;
/** How much nearer the best lot must be than the next for it to be chosen. */
const CLEAR_MARGIN = 1;

const reachOf = (length: number) => (length >= 5 ? length / 3 : 0) + 2 * LOOK_ALIKE_COST;
const scoreOf = (d: number) => Math.min(0.95, Math.max(0.45, 1 - d / 3));

export function matchLot(existing: readonly string[], raw: string | null | undefined): LotMatch | null {
  const code = raw ? compactCode(raw) : '';
  if (!code) return null;
  const exact = existing.filter((e) => compactCode(e) === code);
  if (exact.length === 1) return { code: exact[0]!, score: 1, candidates: [] };
  const reach = reachOf(code.length);
  const ranked = [...new Set(existing)]
    .map((e) => ({ e, d: ocrDistance(compactCode(e), code) }))
    .filter((r) => r.d <= reach)
    .sort((a, b) => a.d - b.d || a.e.localeCompare(b.e));
  if (!ranked.length) return null;
  const candidates = ranked.slice(0, MAX_CANDIDATES).map((r) => r.e);
  const [first, second] = ranked;
  if (second && second.d - first!.d < CLEAR_MARGIN) return { code: null, score: 0, candidates };
  return { code: first!.e, score: scoreOf(first!.d), candidates };
}
