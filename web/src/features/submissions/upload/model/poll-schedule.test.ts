import { describe, expect, it } from 'vitest';
import { maxPolls, POLL_GIVE_UP_MS, pollDelay } from './poll-schedule.ts';

describe('upload screen polling', () => {
  it('polls every 250 ms while most readings end, then every second, then every 3 s', () => {
    expect(pollDelay(0)).toBe(250);
    expect(pollDelay(3999)).toBe(250);
    expect(pollDelay(4000)).toBe(1000);
    expect(pollDelay(29_999)).toBe(1000);
    expect(pollDelay(30_000)).toBe(3000);
    expect(pollDelay(POLL_GIVE_UP_MS - 1)).toBe(3000);
  });

  it('stops at the bound: a document that never ends costs a bounded number of polls', () => {
    expect(pollDelay(POLL_GIVE_UP_MS)).toBe(false);
    expect(pollDelay(60 * 60_000)).toBe(false);
    expect(maxPolls()).toBe(16 + 26 + 30);
  });
});
