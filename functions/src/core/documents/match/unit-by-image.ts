import type { CharSteps } from '../char-steps.ts';
import type { CatalogUnit } from './catalog.ts';
import { bestPath, foldSteps, labelLogLikelihood, labelsLogLikelihood } from './ctc-score.ts';

type UnitType = CatalogUnit['type'];

/**
 * A unit read against the recogniser's character probabilities (constrained decoding over the
 * company's units): each unit's spellings (abbreviation, name, their plurals; count words for
 * a count unit) are scored under the CTC output of the words the unit was read from, a unit's
 * probability summing its spellings', and the kinds of unit the row's material is measured in
 * weigh in (each kind down the material's list halves the odds). `oz` read `08`, `box` read
 * `cx`, `each` read `e`: the unit the image gives a fair chance wins over the string read. The
 * likeliest is taken when it is CLEAR_RATIO times the next; nothing when no unit is within
 * UNIT_REACH of what the steps show (a reading of nothing legible stays as it is).
 */
export const CLEAR_RATIO = Math.log(4);
export const UNIT_REACH = 12;
const COUNT_WORDS = ['each', 'ea', 'pcs', 'unit'];

const key = (c: string): string => (/^[\s\-_./#]$/.test(c) ? '' : c.toLowerCase());

const spellings = (u: CatalogUnit, countUnit: CatalogUnit | undefined): string[][] => {
  const base = [u.abbr, u.name].map((s) => s.toLowerCase().replace(/[\s\-_./#]+/g, ''));
  const forms = [...base, ...base.map((b) => `${b}s`), ...(u === countUnit ? COUNT_WORDS : [])];
  return [...new Set(forms)].filter(Boolean).map((f) => [...f]);
};

const logSum = (xs: readonly number[]): number => {
  const m = Math.max(...xs);
  return m === -Infinity ? m : m + Math.log(xs.reduce((s, x) => s + Math.exp(x - m), 0));
};

export interface UnitDecoding {
  abbr: string;
  share: number;
}

export function unitByImage(
  units: readonly CatalogUnit[],
  images: readonly CharSteps[],
  likely: readonly UnitType[] = [],
): UnitDecoding | null {
  if (!images.length || !units.length) return null;
  const counts = units.filter((u) => COUNT_WORDS.includes(u.abbr.toLowerCase()));
  const countUnit = counts.find((u) => u.custom) ?? counts[0];
  const forms = units.map((u) => spellings(u, countUnit));
  const labels = forms.flat();
  const folded = images.map((steps) => foldSteps(steps, key));
  const own = folded.reduce((s, f) => s + labelLogLikelihood(f, bestPath(f)), 0);
  const byImage = folded.map((f) => labelsLogLikelihood(f, labels));
  const prior = (u: CatalogUnit) => {
    const rank = likely.indexOf(u.type);
    return likely.length ? -Math.LN2 * (rank < 0 ? likely.length : rank) : 0;
  };
  let at = 0;
  const scored = units.map((u, i) => {
    const n = forms[i]!.length;
    const image = byImage.reduce((s, ls) => s + logSum(ls.slice(at, at + n)), 0);
    at += n;
    return { u, image, l: image + prior(u) };
  });
  scored.sort((a, b) => b.l - a.l);
  const [first, second] = scored;
  if (!first || first.image < own - UNIT_REACH) return null;
  if (second && first.l - second.l < CLEAR_RATIO) return null;
  const total = logSum(scored.map((s) => s.l));
  return { abbr: first.u.abbr, share: Math.exp(first.l - total) };
}
