import { describe, expect, it } from 'vitest';
import { pageSummary, showingText } from './page-summary.ts';

describe('pageSummary', () => {
  it('counts rows and pages', () => {
    expect(pageSummary(1, 10, 23)).toEqual({ from: 1, to: 10, pages: 3 });
    expect(pageSummary(3, 10, 23)).toEqual({ from: 21, to: 23, pages: 3 });
    expect(pageSummary(1, 10, 10)).toEqual({ from: 1, to: 10, pages: 1 });
  });

  it('has one empty page when there is nothing', () => {
    expect(pageSummary(1, 10, 0)).toEqual({ from: 0, to: 0, pages: 1 });
  });

  it('words it as the spec does', () => {
    expect(showingText(2, 10, 23, 'materials')).toBe('Showing 11 to 20 of 23 materials');
  });
});
