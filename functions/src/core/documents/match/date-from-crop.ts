import type { CharSteps } from '../char-steps.ts';
import type { DateOrder, ExtractedField } from '../extract/types.ts';
import { REPAIRED } from '../extract/field-values.ts';
import { bestPath, type FoldedStep, labelLogLikelihood, labelsLogLikelihood, UNLISTED } from './ctc-score.ts';
import { candidateDates, dateKey, logSum, renderings } from './decode-date.ts';

/**
 * A date where the detector found none, decoded from the character probabilities of a region
 * read again (core extract/reread-regions.ts: a date label's line, or under the label). The
 * region may hold its label and other writing too (`Ship date: 9/6/2026`, read as `Ship date: /`
 * when the detector's box was mostly the label), so each candidate date is scored with a filler
 * before and after it that takes any step that is no digit or separator (a blank, a letter, a
 * colon). Nothing
 * is taken unless the steps clearly hold a date the document can have: their own best reading
 * shows LEAST_DIGITS digits, the likeliest date is CROP_MARGIN likelier than the next (more than
 * a read date needs), within CROP_REACH of the steps' best reading, and OVER_NOTHING likelier than the region holding no date
 * at all (the filler alone: a blank, a label, a smudge). Taken, it is a repair at a lowered
 * confidence (its share of the candidates, times REPAIRED and FROM_NOTHING): review tints it.
 */

/**
 * How much less likely (natural log) than the steps' own best reading the date may be: a digit
 * the steps do not hold at all costs about 9 (a class a step did not keep), so a date must be
 * near what the image shows, not a reading with a digit dropped or made up.
 */
export const CROP_REACH = 6;
/** How many times likelier (natural log) than the next date the date must be: more than a read date's (CLEAR_RATIO), as nothing was seen there. */
export const CROP_MARGIN = Math.log(20);
/** The least digits the steps' own best reading must show: writing is there (`9/6/26` has 4). */
export const LEAST_DIGITS = 4;
/** How many times likelier (natural log) than "no date written" the date must be. */
export const OVER_NOTHING = Math.log(1000);
/** A value the detector never saw as a date is doubtful however clear its steps. */
export const FROM_NOTHING = 0.8;

/** The filler's class: any step that is not a digit. */
const FILLER = '*';

/**
 * Each step's classes as a date's (dateKey), plus the filler: the probability of no digit and no
 * date separator there. A letter counts for both (a label's `S` and `i` are letters, a date's
 * `O` may be its 0); a space is the filler's (a label's words are parted by spaces).
 */
export function foldWithFiller(steps: CharSteps): FoldedStep[] {
  return steps.map((step) => {
    const p = new Map<string, number>();
    let filler = 0;
    for (const [c, q] of step) {
      const key = c === '' ? '' : dateKey(c);
      p.set(key, (p.get(key) ?? 0) + q);
      if (!/^[\d/.-]$/.test(c)) filler += q;
    }
    p.set(FILLER, filler);
    return new Map([...p].map(([k, q]) => [k, Math.log(Math.max(q, UNLISTED))]));
  });
}

export function dateFromCrop(
  steps: CharSteps,
  order: DateOrder,
  uploaded: string,
): ExtractedField<string> | null {
  if (!steps.length) return null;
  const folded = foldWithFiller(steps);
  const dates = candidateDates(uploaded);
  const forms = dates.map((iso) => renderings(iso, order).map((label) => [FILLER, ...label, FILLER]));
  const scores = labelsLogLikelihood(folded, forms.flat());
  let at = 0;
  const scored = dates.map((iso, i) => {
    const n = forms[i]!.length;
    const l = logSum(scores.slice(at, at + n));
    at += n;
    return { iso, l };
  });
  scored.sort((a, b) => b.l - a.l);
  const [first, second] = scored;
  if (!first || first.l === -Infinity) return null;
  if (second && first.l - second.l < CROP_MARGIN) return null;
  const own = bestPath(folded);
  if (own.filter((c) => /^\d$/.test(c)).length < LEAST_DIGITS) return null;
  if (first.l < labelLogLikelihood(folded, own) - CROP_REACH) return null;
  if (first.l - labelLogLikelihood(folded, [FILLER]) < OVER_NOTHING) return null;
  const share = Math.min(0.95, Math.exp(first.l - logSum(scored.map((s) => s.l))));
  return { value: first.iso, raw: '', confidence: share * REPAIRED * FROM_NOTHING };
}
