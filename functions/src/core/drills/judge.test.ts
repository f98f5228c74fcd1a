import { describe, expect, it } from 'vitest';
import { drillPassed, elapsedMinutes, withinTolerance } from './judge.ts';

describe('recall drill verdict', () => {
  const start = '2026-11-26T10:00:00.000Z';

  it('times an open drill to now and a closed one to its close', () => {
    expect(elapsedMinutes({ startedAt: start, closedAt: null }, '2026-11-26T10:30:00.000Z')).toBe(30);
    expect(
      elapsedMinutes({ startedAt: start, closedAt: '2026-11-26T14:00:06.000Z' }, '2026-11-27T00:00:00.000Z'),
    ).toBe(240.1);
  });

  it('judges the mass balance against the tolerance both ways', () => {
    expect(withinTolerance(98, 2)).toBe(true);
    expect(withinTolerance(97.9, 2)).toBe(false);
    expect(withinTolerance(102, 2)).toBe(true);
    expect(withinTolerance(102.1, 2)).toBe(false);
    expect(withinTolerance(null, 2)).toBe(false);
  });

  it('passes only within the target time AND the tolerance', () => {
    expect(drillPassed(240, 240, 100, 2)).toBe(true);
    expect(drillPassed(240.1, 240, 100, 2)).toBe(false);
    expect(drillPassed(10, 240, 95, 2)).toBe(false);
    expect(drillPassed(10, 240, null, 2)).toBe(false);
  });
});
