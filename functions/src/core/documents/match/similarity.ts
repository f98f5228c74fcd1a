import { distance } from 'fastest-levenshtein';
import { compactKey, shapeKey } from './name-key.ts';

/**
 * How alike two names are, 0..1: one minus the edit distance over the longer name, on the
 * compact keys and on the look-alike-folded keys (the better of the two, the folded one
 * discounted a little since folding also merges letters that truly differ).
 */
export function similarity(a: string, b: string): number {
  return Math.max(ratio(compactKey(a), compactKey(b)), 0.95 * ratio(shapeKey(a), shapeKey(b)));
}

export function ratio(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest ? 1 - distance(a, b) / longest : 0;
}
