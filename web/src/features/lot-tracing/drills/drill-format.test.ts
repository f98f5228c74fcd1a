import { describe, expect, it } from 'vitest';
import { elapsedMinutes, minutesText, verdictText } from './drill-format.ts';

describe('drill format', () => {
  it('writes minutes as hours and minutes', () => {
    expect(minutesText(0.42)).toBe('0.4 min');
    expect(minutesText(42.9)).toBe('42 min');
    expect(minutesText(65)).toBe('1 h 05 min');
    expect(minutesText(240)).toBe('4 h 00 min');
  });

  it('runs the timer from the start while open, and stops at the close', () => {
    const started_at = '2026-11-27T10:00:00.000Z';
    expect(
      elapsedMinutes({ started_at, elapsed_minutes: null }, Date.parse('2026-11-27T10:30:00.000Z')),
    ).toBe(30);
    expect(
      elapsedMinutes({ started_at, elapsed_minutes: 12.5 }, Date.parse('2026-11-27T12:00:00.000Z')),
    ).toBe(12.5);
  });

  it('says running, passed or failed', () => {
    expect(verdictText({ status: 'open', passed: null })).toBe('Running');
    expect(verdictText({ status: 'closed', passed: true })).toBe('Passed');
    expect(verdictText({ status: 'closed', passed: false })).toBe('Failed');
  });
});
