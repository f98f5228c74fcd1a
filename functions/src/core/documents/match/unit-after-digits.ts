import { type CharSteps, readChars } from '../char-steps.ts';
import { LETTER_LOOKALIKES, UNIT_SPELLINGS } from '../extract/parse-unit.ts';
import { type FoldedStep, labelsLogLikelihood, UNLISTED } from './ctc-score.ts';
import { logSum } from './decode-date.ts';

/**
 * A handwritten unit the recogniser read as digits glued to the quantity: `17 lb` read `1716`,
 * `476 lb` read `47616`, `219 lbs` read `2191` (an `l` is a `1`, a `b` a `6`, a `g` a `9`).
 * Taken apart only where the steps say a word ends: a step between the number and the tail
 * holds a space at GAP or more (the recogniser saw the space it did not print), and the tail
 * decodes as a unit: every spelling of every unit (parse-unit's) scored against the tail's
 * steps, a digit that looks like a letter counting as that letter, between fillers of what
 * reads as no letter; the likeliest unit UNIT_MARGIN times the next. A digit inside a
 * number leaves no space between its neighbours, so `2016` written as one number stays whole.
 */
export const GAP = 0.04;
export const UNIT_MARGIN = Math.log(3);
/** A unit after a number is at most this many characters as read (`lbs`, `kgs`). */
const MOST_TAIL = 3;

const FILLER = '*';

/**
 * The steps' classes as letters (a look-alike digit as its letter), plus the filler: anything
 * that is no letter (a blank, a space, a mark, a digit no letter looks like).
 */
export function foldForUnits(steps: CharSteps): FoldedStep[] {
  return steps.map((step) => {
    const p = new Map<string, number>();
    let filler = 0;
    for (const [c, q] of step) {
      const lower = c.toLowerCase();
      const letter = /^[a-z]$/.test(lower) ? lower : (LETTER_LOOKALIKES[c] ?? null);
      if (c === '') p.set('', (p.get('') ?? 0) + q);
      else if (letter) p.set(letter, (p.get(letter) ?? 0) + q);
      if (!letter) filler += q;
    }
    p.set(FILLER, filler);
    return new Map([...p].map(([k, q]) => [k, Math.log(Math.max(q, UNLISTED))]));
  });
}

/** The likeliest unit for steps that hold one written word, when it is clear. */
export function unitOfSteps(steps: CharSteps): string | null {
  // A blank step at each end, so the fillers around a unit always have a step to take.
  const padded: CharSteps = [[['', 1]], ...steps, [['', 1]]];
  const ls = labelsLogLikelihood(
    foldForUnits(padded),
    UNIT_SPELLINGS.map(([spelling]) => [FILLER, ...spelling, FILLER]),
  );
  const byUnit = new Map<string, number[]>();
  UNIT_SPELLINGS.forEach(([, unit], i) => byUnit.set(unit, [...(byUnit.get(unit) ?? []), ls[i]!]));
  const [first, second] = [...byUnit]
    .map(([unit, xs]) => ({ unit, l: logSum(xs) }))
    .sort((a, b) => b.l - a.l);
  if (!first || first.l === -Infinity || (second && first.l - second.l < UNIT_MARGIN)) return null;
  return first.unit;
}

const space = (step: CharSteps[number]): number => step.find(([c]) => c === ' ')?.[1] ?? 0;

/**
 * `text` (a quantity read as digits) cut into its number and the unit its tail is, by the
 * word's steps; null when the steps show no word boundary before a tail that reads as a unit.
 */
export function unitAfterDigits(text: string, steps: CharSteps): { number: string; unit: string } | null {
  if (!/^\d+$/.test(text) || text.length < 2) return null;
  const chars = readChars(steps);
  if (chars.map((x) => x.c).join('') !== text) return null;
  for (let k = Math.max(1, text.length - MOST_TAIL); k < text.length; k++) {
    const between = steps.slice(chars[k - 1]!.last + 1, chars[k]!.first);
    if (Math.max(0, ...between.map(space)) < GAP) continue;
    const tail = text.slice(k);
    if (![...tail].every((c) => LETTER_LOOKALIKES[c])) continue;
    const unit = unitOfSteps(steps.slice(chars[k - 1]!.last + 1));
    if (unit) return { number: text.slice(0, k), unit };
  }
  return null;
}
