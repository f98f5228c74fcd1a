import type { CharSteps } from '../char-steps.ts';
import { compactCode } from './ocr-distance.ts';

/**
 * The log-probability of a code under a recogniser's CTC output (the forward algorithm, in log
 * space): the sum over every alignment of the code's characters to the time steps, blanks
 * between and repeats collapsed. Codes are compared as compactCode compares them: case does not
 * count (an `a` and an `A` at a step are one class) and separators are not characters (a `-` or
 * a space at a step counts as blank), so `FG-560A` and `fg560a` score alike.
 */

/** The probability of a class a step did not keep: below anything kept (they are >= 0.001). */
export const UNLISTED = 1e-4;

const SEPARATOR = /^[\s\-_./#]$/;

type Step = Map<string, number>;

function fold(step: readonly (readonly [string, number])[]): Step {
  const m: Step = new Map();
  for (const [c, p] of step) {
    const key = c === '' || SEPARATOR.test(c) ? '' : c.toUpperCase();
    m.set(key, (m.get(key) ?? 0) + p);
  }
  return m;
}

const logOf = (step: Step, c: string): number => Math.log(Math.max(step.get(c) ?? 0, UNLISTED));

function logAdd(a: number, b: number): number {
  if (a === -Infinity) return b;
  if (b === -Infinity) return a;
  const m = Math.max(a, b);
  return m + Math.log(Math.exp(a - m) + Math.exp(b - m));
}

/** log P(code | steps); -Infinity when the code cannot fit in the steps at all. */
export function ctcLogLikelihood(steps: CharSteps, code: string): number {
  const label = [...compactCode(code)];
  // The label with a blank before, between and after its characters.
  const ext = ['', ...label.flatMap((c) => [c, ''])];
  const repeats = label.filter((c, i) => i > 0 && c === label[i - 1]).length;
  if (label.length + repeats > steps.length) return -Infinity;
  let alpha = ext.map(() => -Infinity);
  steps.forEach((raw, t) => {
    const step = fold(raw);
    const next = ext.map(() => -Infinity);
    for (let s = 0; s < ext.length; s++) {
      let a = alpha[s]!;
      if (t === 0) a = s <= 1 ? 0 : -Infinity;
      else {
        if (s > 0) a = logAdd(a, alpha[s - 1]!);
        // Skipping the blank between two characters, unless they are the same one.
        if (s > 1 && ext[s] !== '' && ext[s] !== ext[s - 2]) a = logAdd(a, alpha[s - 2]!);
      }
      next[s] = a === -Infinity ? a : a + logOf(step, ext[s]!);
    }
    alpha = next;
  });
  const last = ext.length - 1;
  return logAdd(alpha[last]!, last > 0 ? alpha[last - 1]! : -Infinity);
}
