import type { CharSteps } from '../char-steps.ts';
import { compactCode } from './ocr-distance.ts';

/**
 * The log-probability of a code under a recogniser's CTC output (the forward algorithm, in log
 * space): the sum over every alignment of the code's characters to the time steps, blanks
 * between and repeats collapsed. Codes are compared as compactCode compares them: case does not
 * count (an `a` and an `A` at a step are one class) and separators are not characters (a `-` or
 * a space at a step counts as blank), so `FG-560A` and `fg560a` score alike. Other readings
 * (dates, quantities) fold the classes their own way (foldSteps) and score labels of those
 * folded classes (labelLogLikelihood).
 */

/** The probability of a class a step did not keep: below anything kept (they are >= 0.001). */
export const UNLISTED = 1e-4;
const LOG_UNLISTED = Math.log(UNLISTED);

const SEPARATOR = /^[\s\-_./#]$/;

/** One step's log-probabilities by folded class ('' the blank); a class not in it is unlisted. */
export type FoldedStep = ReadonlyMap<string, number>;

/** Steps with each class mapped by `keyOf` ('' for blank) and the classes mapped alike summed. */
export function foldSteps(steps: CharSteps, keyOf: (c: string) => string): FoldedStep[] {
  return steps.map((step) => {
    const m = new Map<string, number>();
    for (const [c, p] of step) {
      const key = c === '' ? '' : keyOf(c);
      m.set(key, (m.get(key) ?? 0) + p);
    }
    for (const [k, p] of m) m.set(k, Math.log(Math.max(p, UNLISTED)));
    return m;
  });
}

const codeKey = (c: string): string => (SEPARATOR.test(c) ? '' : c.toUpperCase());

function logAdd(a: number, b: number): number {
  if (a === -Infinity) return b;
  if (b === -Infinity) return a;
  const m = Math.max(a, b);
  return m + Math.log1p(Math.exp(-Math.abs(a - b)));
}

/** log P(label | steps) for a label of folded classes; -Infinity when it cannot fit. */
export function labelLogLikelihood(steps: readonly FoldedStep[], label: readonly string[]): number {
  // The label with a blank before, between and after its characters.
  const ext = ['', ...label.flatMap((c) => [c, ''])];
  const repeats = label.filter((c, i) => i > 0 && c === label[i - 1]).length;
  if (label.length + repeats > steps.length) return -Infinity;
  let alpha = new Float64Array(ext.length).fill(-Infinity);
  let next = new Float64Array(ext.length);
  steps.forEach((step, t) => {
    for (let s = 0; s < ext.length; s++) {
      let a = alpha[s]!;
      if (t === 0) a = s <= 1 ? 0 : -Infinity;
      else {
        if (s > 0) a = logAdd(a, alpha[s - 1]!);
        // Skipping the blank between two characters, unless they are the same one.
        if (s > 1 && ext[s] !== '' && ext[s] !== ext[s - 2]) a = logAdd(a, alpha[s - 2]!);
      }
      next[s] = a === -Infinity ? a : a + (step.get(ext[s]!) ?? LOG_UNLISTED);
    }
    [alpha, next] = [next, alpha];
  });
  const last = ext.length - 1;
  return logAdd(alpha[last]!, last > 0 ? alpha[last - 1]! : -Infinity);
}

/** log P(code | steps); -Infinity when the code cannot fit in the steps at all. */
export function ctcLogLikelihood(steps: CharSteps, code: string): number {
  return labelLogLikelihood(foldSteps(steps, codeKey), [...compactCode(code)]);
}

/** The steps' likeliest single path, collapsed (greedy CTC decoding), in folded classes. */
export function bestPath(steps: readonly FoldedStep[]): string[] {
  const out: string[] = [];
  let previous = '';
  for (const step of steps) {
    let best = '';
    let p = -Infinity;
    for (const [c, q] of step) if (q > p) [best, p] = [c, q];
    if (best && best !== previous) out.push(best);
    previous = best;
  }
  return out;
}

interface TrieNode {
  children: Map<string, TrieNode>;
  /** Indexes of the labels that end here. */
  ends: number[];
}

/**
 * labelLogLikelihood for many labels at once: the labels share their prefixes in a trie, and the
 * forward variables of a prefix are computed once for all labels that start with it (each
 * character adds two states, computed across the steps), so thousands of candidate readings of
 * one word cost about as much as their distinct prefixes. Computed as plain probabilities (a
 * reading too unlikely for a double is -Infinity: it would lose to any other anyway).
 */
export function labelsLogLikelihood(
  steps: readonly FoldedStep[],
  labels: readonly (readonly string[])[],
): number[] {
  const root: TrieNode = { children: new Map(), ends: [] };
  labels.forEach((label, i) => {
    let node = root;
    for (const c of label) {
      let child = node.children.get(c);
      if (!child) node.children.set(c, (child = { children: new Map(), ends: [] }));
      node = child;
    }
    node.ends.push(i);
  });
  const T = steps.length;
  const out = labels.map(() => -Infinity);
  if (!T) return out;
  const probs = new Map<string, Float64Array>();
  const probOf = (c: string): Float64Array => {
    let p = probs.get(c);
    if (!p) {
      p = new Float64Array(T);
      for (let t = 0; t < T; t++) p[t] = Math.exp(steps[t]!.get(c) ?? LOG_UNLISTED);
      probs.set(c, p);
    }
    return p;
  };
  const blankP = probOf('');
  const blanks = new Float64Array(T);
  for (let t = 0; t < T; t++) blanks[t] = (t ? blanks[t - 1]! : 1) * blankP[t]!;
  // One pair of arrays per depth, reused by every node at that depth: the walk is depth first, so
  // a node's arrays are done with once its subtree is (a long list of readings allocated two
  // arrays a trie node, and the collector's time came near the arithmetic's).
  const byDepth: { nc: Float64Array; nb: Float64Array }[] = [];
  const visit = (
    node: TrieNode,
    c: string | null,
    char: Float64Array,
    blank: Float64Array,
    depth: number,
  ) => {
    const end = Math.log(char[T - 1]! + blank[T - 1]!);
    for (const i of node.ends) out[i] = end;
    if (!node.children.size) return;
    const arrays = (byDepth[depth] ??= { nc: new Float64Array(T), nb: new Float64Array(T) });
    const { nc, nb } = arrays;
    for (const [next, child] of node.children) {
      const p = probOf(next);
      nc[0] = c === null ? p[0]! : 0;
      nb[0] = 0;
      // The same sums as one loop with `next !== c ? char[t - 1] : 0`, the test taken out of it.
      if (next !== c)
        for (let t = 1; t < T; t++) {
          nc[t] = (nc[t - 1]! + blank[t - 1]! + char[t - 1]!) * p[t]!;
          nb[t] = (nb[t - 1]! + nc[t - 1]!) * blankP[t]!;
        }
      else
        for (let t = 1; t < T; t++) {
          nc[t] = (nc[t - 1]! + blank[t - 1]! + 0) * p[t]!;
          nb[t] = (nb[t - 1]! + nc[t - 1]!) * blankP[t]!;
        }
      visit(child, next, nc, nb, depth + 1);
    }
  };
  visit(root, null, new Float64Array(T), blanks, 0);
  return out;
}
