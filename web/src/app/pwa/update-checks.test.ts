import { describe, expect, it } from 'vitest';
import { isUpdateCheckDue, UPDATE_CHECK_INTERVAL_MS } from './update-checks.ts';

describe('update checks of an open page', () => {
  const start = 1_000_000;

  it('checks once the interval has passed, online', () => {
    expect(isUpdateCheckDue(start, start + UPDATE_CHECK_INTERVAL_MS, true)).toBe(true);
  });

  it('does not check again within the interval', () => {
    expect(isUpdateCheckDue(start, start + UPDATE_CHECK_INTERVAL_MS - 1, true)).toBe(false);
  });

  it('never checks offline', () => {
    expect(isUpdateCheckDue(start, start + 10 * UPDATE_CHECK_INTERVAL_MS, false)).toBe(false);
  });
});
