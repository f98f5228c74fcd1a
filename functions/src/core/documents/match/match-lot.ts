import type { CharSteps } from '../char-steps.ts';
import { type LotMatch, MAX_CANDIDATES, withinReach } from './lot-reach.ts';
import { matchLotByImage } from './match-lot-by-image.ts';
import { compactCode } from './ocr-distance.ts';

export type { LotMatch };

/**
 * A lot code on a usage or shipment row to one of the material's existing lots, by the
 * OCR-aware distance (ocr-distance.ts): the same code without regard to case or separators is
 * certain; otherwise the nearest lot within reach (lot-reach.ts) is taken when no other lot is
 * within one more slip of it. The lots within reach are the candidates review offers, nearest
 * first; a close call between two takes neither (the code read is kept) but still offers both.
 * When the recogniser's character probabilities for the word are at hand (`images`, the local
 * engine's), the lots are ranked by how well the image supports them instead
 * (match-lot-by-image.ts); Textract gives none, so its codes keep the distance.
 */

/** How much nearer the best lot must be than the next for it to be chosen. */
const CLEAR_MARGIN = 1;

const scoreOf = (d: number) => Math.min(0.95, Math.max(0.45, 1 - d / 3));

export function matchLot(
  existing: readonly string[],
  raw: string | null | undefined,
  images: readonly CharSteps[] = [],
): LotMatch | null {
  const code = raw ? compactCode(raw) : '';
  if (!code) return null;
  const exact = existing.filter((e) => compactCode(e) === code);
  if (exact.length === 1) return { code: exact[0]!, score: 1, candidates: [] };
  if (images.length) return matchLotByImage(existing, code, images);
  const ranked = withinReach(existing, code);
  if (!ranked.length) return null;
  const candidates = ranked.slice(0, MAX_CANDIDATES).map((r) => r.e);
  const [first, second] = ranked;
  if (second && second.d - first!.d < CLEAR_MARGIN) return { code: null, score: 0, candidates };
  return { code: first!.e, score: scoreOf(first!.d), candidates };
}
