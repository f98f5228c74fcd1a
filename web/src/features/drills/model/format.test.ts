import { describe, expect, it } from 'vitest';
import { minutesText, percentText, timerText, verdictText } from './format.ts';

describe('drill formatting', () => {
  it('writes minutes as hours and minutes', () => {
    expect(minutesText(42.9)).toBe('42 min');
    expect(minutesText(135.5)).toBe('2 h 15 min');
    expect(minutesText(240)).toBe('4 h 0 min');
  });
  it('runs the timer from the start, never below zero', () => {
    const start = '2026-11-27T10:00:00.000Z';
    expect(timerText(start, Date.parse('2026-11-27T11:02:05.900Z'))).toBe('1:02:05');
    expect(timerText(start, Date.parse('2026-11-27T09:59:00.000Z'))).toBe('0:00:00');
  });
  it('says the verdict and the percent', () => {
    expect([verdictText(null), verdictText(true), verdictText(false)]).toEqual(['Open', 'Passed', 'Failed']);
    expect([percentText(null), percentText(99.5)]).toEqual(['-', '99.5%']);
  });
});
