import { describe, expect, it } from 'vitest';
import { intendedChanges } from './intended-change.ts';

const counter = () => {
  let n = 0;
  return () => `key-${++n}`;
};

describe('intended changes', () => {
  it('keeps one key for every attempt at one change, until it succeeds', () => {
    const changes = intendedChanges<{ qty_delta: number; lot_code: string | null }>(counter());
    const change = { qty_delta: 2, lot_code: 'A' };
    const first = changes.keyFor(change);
    // A double click, then a retry after a lost answer: the same change, the same key.
    expect(changes.keyFor(change)).toBe(first);
    expect(changes.keyFor({ ...change })).toBe(first);
    // Other values are another change; going back to the first values is the first change again.
    const other = changes.keyFor({ qty_delta: 3, lot_code: 'A' });
    expect(other).not.toBe(first);
    expect(changes.keyFor(change)).toBe(first);
    changes.succeeded();
    // After success the same values are a new change (the user adjusts a second time).
    const next = changes.keyFor(change);
    expect(next).not.toBe(first);
    expect(next).not.toBe(other);
    expect(changes.keyFor(change)).toBe(next);
  });

  it('draws real keys the server accepts (1-200 visible characters), each new one different', () => {
    const a = intendedChanges<number>();
    const b = intendedChanges<number>();
    const key = a.keyFor(1);
    expect(key).toMatch(/^[\x21-\x7e]{1,200}$/);
    expect(b.keyFor(1)).not.toBe(key);
  });
});
