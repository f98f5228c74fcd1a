import type { CharSteps } from '../char-steps.ts';
import { ctcLogLikelihood } from './ctc-score.ts';
import { type LotMatch, MAX_CANDIDATES, withinReach } from './lot-reach.ts';

/**
 * A used lot code matched to the lots in stock by how well the image supports each (constrained
 * decoding), when the recogniser kept its character probabilities: every lot is scored under the
 * CTC output of the word it was read from (ctc-score.ts), so a lot whose characters the image
 * gave a fair chance beats one that is merely a short edit from the string the recogniser chose.
 * The candidates are the lots the image supports about as well as the string read (within
 * IMAGE_REACH) and those within the edit distance's reach (match-lot.ts), so nothing the
 * distance alone would match is lost. The best is taken when it is CLEAR_RATIO times likelier
 * than the next; its share of the candidates' probability is its score.
 */

/** How much less likely than the string read (natural log) a lot may be and still be offered. */
export const IMAGE_REACH = 6;
/** How many times likelier than the next the best lot must be to be chosen (natural log). */
export const CLEAR_RATIO = Math.log(4);

const scoreOf = (share: number) => Math.min(0.95, Math.max(0.45, share));

/** The code's log-likelihood over every word it was read from (independent readings multiply). */
const logLikelihood = (images: readonly CharSteps[], code: string): number =>
  images.reduce((sum, steps) => sum + ctcLogLikelihood(steps, code), 0);

export function matchLotByImage(
  existing: readonly string[],
  code: string,
  images: readonly CharSteps[],
): LotMatch | null {
  const read = logLikelihood(images, code);
  const reachable = new Set(withinReach(existing, code).map((r) => r.e));
  const ranked = [...new Set(existing)]
    .map((e) => ({ e, l: logLikelihood(images, e) }))
    .filter((r) => reachable.has(r.e) || (r.l > -Infinity && r.l >= read - IMAGE_REACH))
    .sort((a, b) => b.l - a.l || a.e.localeCompare(b.e));
  if (!ranked.length) return null;
  const candidates = ranked.slice(0, MAX_CANDIDATES).map((r) => r.e);
  const [first, second] = ranked;
  if (second && first!.l - second.l < CLEAR_RATIO) return { code: null, score: 0, candidates };
  const top = first!.l;
  const share = top === -Infinity ? 0 : 1 / ranked.reduce((s, r) => s + Math.exp(r.l - top), 0);
  // A lot only the edit distance reaches, the image does not support: a guess review should check.
  const supported = top >= read - IMAGE_REACH;
  return { code: first!.e, score: supported ? scoreOf(share) : 0.45, candidates };
}
