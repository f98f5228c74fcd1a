import type { CharSteps } from '../char-steps.ts';
import { UNLISTED } from './ctc-score.ts';

/**
 * The likeliest reading of a code of a given shape under the recogniser's steps (constrained
 * decoding): a shape is one class of characters per place (`P`, then digits), and the best
 * single alignment of the steps to those places is found (Viterbi: each step a blank or the
 * place's likeliest allowed character, places in order, a place over one or more steps), each
 * place's character that of its likeliest step. Where the string read breaks the shape
 * (`PV7202`, `Z544C`), this is the string of that shape the image supports best (`P17202`,
 * `25440`), with its log-probability.
 */
export type Place = (c: string) => boolean;

export const digit: Place = (c) => c >= '0' && c <= '9';
export const literal =
  (s: string): Place =>
  (c) =>
    c.toUpperCase() === s.toUpperCase();

/** Characters the recogniser gives for a digit it read as a letter, folded back before a digit's test. */
export const AS_DIGIT: Record<string, string> = {
  O: '0',
  o: '0',
  D: '0',
  Q: '0',
  C: '0',
  c: '0',
  U: '0',
  u: '0',
  I: '1',
  l: '1',
  i: '1',
  '|': '1',
  Z: '2',
  z: '2',
  S: '5',
  s: '5',
  G: '6',
  b: '6',
  B: '8',
  g: '9',
  q: '9',
};

const SEPARATOR = /^[\s\-_./#]$/;
const LOG_UNLISTED = Math.log(UNLISTED);

interface Cell {
  l: number;
  /** The place's character so far and its best step's log-probability. */
  chars: { c: string; p: number }[];
}

/** The best char a step offers a place (look-alikes read as digits for a digit place), with its log-probability. */
function offer(step: CharSteps[number], place: Place, asDigit: boolean): { c: string; p: number } {
  let best = { c: '', p: LOG_UNLISTED };
  const seen = new Map<string, number>();
  for (const [raw, p] of step) {
    if (raw === '' || SEPARATOR.test(raw)) continue;
    const c = asDigit ? (AS_DIGIT[raw] ?? raw) : raw;
    if (!place(c)) continue;
    const sum = (seen.get(c) ?? 0) + p;
    seen.set(c, sum);
    if (Math.log(sum) > best.p) best = { c, p: Math.log(sum) };
  }
  return best;
}

const blankOf = (step: CharSteps[number]): number =>
  Math.log(
    Math.max(
      UNLISTED,
      step.filter(([c]) => c === '' || SEPARATOR.test(c)).reduce((s, [, p]) => s + p, 0),
    ),
  );

export function decodeShape(
  steps: CharSteps,
  places: readonly Place[],
): { code: string; logProb: number } | null {
  const K = places.length;
  if (!K || steps.length < K) return null;
  const digitPlace = places.map((p) => p === digit);
  // state k: places 0..k-1 emitted; `on` (still on place k-1) or `after` (a blank after it).
  let on: (Cell | null)[] = Array(K + 1).fill(null);
  let after: (Cell | null)[] = Array(K + 1).fill(null);
  after[0] = { l: 0, chars: [] };
  for (const step of steps) {
    const blank = blankOf(step);
    const nextOn: (Cell | null)[] = Array(K + 1).fill(null);
    const nextAfter: (Cell | null)[] = Array(K + 1).fill(null);
    const better = (cell: Cell | null | undefined, l: number) => !cell || l > cell.l;
    for (let k = 0; k <= K; k++) {
      // A blank: stay where we are.
      for (const from of [on[k], after[k]])
        if (from && better(nextAfter[k], from.l + blank))
          nextAfter[k] = { l: from.l + blank, chars: from.chars };
      if (k === K) continue;
      const o = offer(step, places[k]!, digitPlace[k]!);
      // Start place k (after place k-1's blank, or straight after it when the chars differ).
      for (const from of [after[k], on[k]]) {
        if (!from) continue;
        const l = from.l + o.p;
        if (better(nextOn[k + 1], l)) nextOn[k + 1] = { l, chars: [...from.chars, o] };
      }
      // Stay on place k (already started): the step is the same character again.
      const cur = on[k + 1];
      if (cur) {
        const last = cur.chars[cur.chars.length - 1]!;
        const again = offer(step, (c) => c === last.c, digitPlace[k]!);
        const l = cur.l + again.p;
        if (better(nextOn[k + 1], l)) nextOn[k + 1] = { l, chars: cur.chars };
      }
    }
    on = nextOn;
    after = nextAfter;
  }
  const end = [on[K], after[K]].filter((c): c is Cell => c !== null).sort((a, b) => b.l - a.l)[0];
  // A place no step offered a character for: the image holds no string of this shape.
  if (!end || end.chars.some((x) => !x.c)) return null;
  return { code: end.chars.map((x) => x.c).join(''), logProb: end.l };
}

/** The log-probability of the steps' own likeliest class at each step: what the image shows best. */
export const bestStepsLogProb = (steps: CharSteps): number =>
  steps.reduce((s, step) => s + Math.log(Math.max(UNLISTED, ...step.map(([, p]) => p))), 0);
