import { describe, expect, it } from 'vitest';
import { confirmed, unmatched } from './confidence.ts';

describe('confidence after matching', () => {
  it('keeps an exact or learned match sure', () => {
    expect(confirmed(0.6, 1)).toBe(0.95);
    expect(confirmed(0.99, 1)).toBe(0.99);
  });

  it("puts a clearly read fuzzy match above review's mark, nearer exact the closer it is", () => {
    // `Valey Mils` for Valley Mills, read clearly: right in every measured case, not worth a second look.
    expect(confirmed(0.95, 0.8)).toBeGreaterThanOrEqual(0.85);
    expect(confirmed(0.95, 0.95)).toBeGreaterThan(confirmed(0.95, 0.7));
  });

  it('lowers a fuzzy match of a faint reading, and anything under the bar', () => {
    expect(confirmed(0.2, 0.8)).toBeLessThan(0.8);
    expect(confirmed(0.95, 0.5)).toBeLessThan(0.5);
    expect(unmatched(0.99)).toBe(0.4);
  });
});
