/**
 * An edit distance that knows what OCR confuses: swapping one look-alike for another (`O`/`0`,
 * `S`/`5`, `I`/`1`, `G`/`6`, `B`/`8`, `Z`/`2`...) costs LOOK_ALIKE_COST, any other substitution,
 * insertion or deletion 1. Codes are compared upper-case without separators, so `FG-5OA` is one
 * look-alike and one lost character from `FG-560A` (1.3), while `FG-561A` is 2 from it.
 */
export const LOOK_ALIKE_COST = 0.3;

const GROUPS = ['O0QD', 'I1L|', 'S5', 'Z27', 'B8', 'G6'];

const lookAlike = (a: string, b: string): boolean => GROUPS.some((g) => g.includes(a) && g.includes(b));

export const substitutionCost = (a: string, b: string): number =>
  a === b ? 0 : lookAlike(a, b) ? LOOK_ALIKE_COST : 1;

/** A code as it is compared: upper case, no spaces, dashes, dots, slashes or underscores. */
export const compactCode = (s: string): string => s.toUpperCase().replace(/[\s\-_./#]+/g, '');

/** Weighted Levenshtein distance between two compact codes. */
export function ocrDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + substitutionCost(a[i - 1]!, b[j - 1]!),
      );
    previous = current;
  }
  return Math.round(previous[b.length]! * 1000) / 1000;
}

/** Whether OCR could have read `b` for `a` at one position (or they are the same). */
export const confusable = (a: string, b: string): boolean => a === b || lookAlike(a, b);
