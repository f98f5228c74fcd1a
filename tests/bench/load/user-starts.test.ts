import { describe, expect, it } from 'vitest';
import { userStarts } from './user-starts.ts';

describe('userStarts', () => {
  it('spreads the users evenly over one period, the kinds in turn', () => {
    expect(userStarts([2, 1, 2], 1)).toEqual([[0, 600], [200], [400, 800]]);
  });

  it('packs the starts into a shorter period at a higher rate, and keeps every user', () => {
    const starts = userStarts([7, 6, 7, 5, 8, 6, 6, 5], 2);
    expect(starts.map((s) => s.length)).toEqual([7, 6, 7, 5, 8, 6, 6, 5]);
    const all = starts.flat().sort((a, b) => a - b);
    expect(all[0]).toBe(0);
    expect(all.at(-1)).toBeCloseTo((49 * 500) / 50);
    expect(new Set(all).size).toBe(50);
  });
});
