import type { CharSteps } from '../char-steps.ts';
import type { DateOrder } from '../extract/types.ts';
import { AS_DIGIT } from './decode-shape.ts';
import {
  bestPath,
  foldSteps,
  type FoldedStep,
  labelLogLikelihood,
  labelsLogLikelihood,
} from './ctc-score.ts';

/**
 * A date read against the recogniser's character probabilities (constrained decoding): every
 * date the document can hold (not after the upload, at most a year before it) is written in
 * the ways a numeric date is written in the document's order (day and month with or without a
 * leading zero, a two- or four-digit year, any separator or none) and in ISO, and each is
 * scored under the CTC output of the words the date was read from (a date's probability sums
 * its ways of being written). `09/23/2026` read as `03/33/2026` is month 33 to a parser; under
 * the steps, where the 9 was the recogniser's second choice, 23 September is far the likeliest.
 */

/** How far back a date may lie: paperwork is photographed within days, logs kept for a season. */
export const DATE_WINDOW_DAYS = 400;
/** How much less likely than the steps' own best reading (natural log) a date may be and count. */
export const DATE_REACH = 14;

const DAY_MS = 86_400_000;
/** Every separator is one class: which one was written does not tell dates apart. */
const SEP = '/';

export const dateKey = (c: string): string =>
  /^\d$/.test(c) ? c : /^[\s\-./,\\_]$/.test(c) ? SEP : (AS_DIGIT[c] ?? c);

/** The ways a date is written in an order, as labels of folded classes. */
export function renderings(iso: string, order: DateOrder): string[][] {
  const [y, m, d] = iso.split('-') as [string, string, string];
  const days = [...new Set([d, String(Number(d))])];
  const months = [...new Set([m, String(Number(m))])];
  const forms: string[][] = [[y, m, d]];
  for (const yy of [y, y.slice(2)])
    for (const dd of days)
      for (const mm of months)
        forms.push(order === 'MDY' ? [mm, dd, yy] : order === 'DMY' ? [dd, mm, yy] : [yy, mm, dd]);
  const labels = new Map<string, string[]>();
  for (const groups of forms) {
    const withSep = [...groups.join(SEP)];
    labels.set(withSep.join(''), withSep);
  }
  // Written without separators: only with every group full (`23092026`, `230926`).
  for (const yy of [y, y.slice(2)]) {
    const groups = order === 'MDY' ? [m, d, yy] : order === 'DMY' ? [d, m, yy] : [y, m, d];
    labels.set(groups.join(''), [...groups.join('')]);
  }
  return [...labels.values()];
}

/** The dates a document uploaded on `uploaded` can hold, latest first. */
export function candidateDates(uploaded: string): string[] {
  const end = Date.parse(`${uploaded}T00:00:00Z`);
  if (Number.isNaN(end)) return [];
  return Array.from({ length: DATE_WINDOW_DAYS + 1 }, (_, i) =>
    new Date(end - i * DAY_MS).toISOString().slice(0, 10),
  );
}

/** log of the sum of the exps, without overflow. */
export const logSum = (xs: readonly number[]): number => {
  const m = Math.max(...xs);
  return m === -Infinity ? m : m + Math.log(xs.reduce((s, x) => s + Math.exp(x - m), 0));
};

export interface DateDecoding {
  /** The likeliest date, or null when none is within reach of what the steps show. */
  best: string | null;
  /** How many times likelier (natural log) the best is than the next date. */
  margin: number;
  /** The best date's share of the candidates' probability. */
  share: number;
  /** How much less likely (natural log) the best date is than the steps' own best reading. */
  shortfall: number;
  /** The best date's log-probability under the steps (summed over the word lists). */
  logLikelihood: number;
}

/**
 * Scores every candidate date under the steps of each word list the date was read from (several
 * readings of one date multiply) and answers the likeliest.
 */
export function decodeDate(
  images: readonly CharSteps[],
  order: DateOrder,
  uploaded: string,
  reach = DATE_REACH,
): DateDecoding {
  const none: DateDecoding = {
    best: null,
    margin: 0,
    share: 0,
    shortfall: Infinity,
    logLikelihood: -Infinity,
  };
  if (!images.length) return none;
  const folded: FoldedStep[][] = images.map((steps) => foldSteps(steps, dateKey));
  const own = folded.reduce((s, f) => s + labelLogLikelihood(f, bestPath(f)), 0);
  const dates = candidateDates(uploaded);
  const forms = dates.map((iso) => renderings(iso, order));
  const labels = forms.flat();
  const byImage = folded.map((f) => labelsLogLikelihood(f, labels));
  let at = 0;
  const scored = dates.map((iso, i) => {
    const n = forms[i]!.length;
    const l = byImage.reduce((sum, ls) => sum + logSum(ls.slice(at, at + n)), 0);
    at += n;
    return { iso, l };
  });
  scored.sort((a, b) => b.l - a.l);
  const [first, second] = scored;
  if (!first || first.l === -Infinity || first.l < own - reach) return none;
  const total = logSum(scored.map((s) => s.l));
  return {
    best: first.iso,
    margin: second ? first.l - second.l : Infinity,
    share: Math.exp(first.l - total),
    shortfall: own - first.l,
    logLikelihood: first.l,
  };
}
