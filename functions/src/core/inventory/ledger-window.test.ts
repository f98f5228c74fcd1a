import { describe, expect, it } from 'vitest';
import { mergeNewestFirst, pageWindow, windowEntries } from './ledger-window.ts';

/** Entries 0..total-1 (0 oldest), and page `page` of them newest first, the slow way. */
const naive = (total: number, page: number, size: number) =>
  Array.from({ length: total }, (_, i) => total - 1 - i).slice((page - 1) * size, page * size);

/** What a read from the window's end takes out of entries 0..total-1. */
const readOf = (total: number, w: NonNullable<ReturnType<typeof pageWindow>>) => {
  const newest = Array.from({ length: total }, (_, i) => total - 1 - i);
  return w.fromNewest ? newest.slice(0, w.take) : [...newest].reverse().slice(0, w.take);
};

describe('pageWindow and windowEntries', () => {
  it('give the same page as slicing the whole ledger, for every page of small ledgers', () => {
    for (let total = 0; total <= 23; total++)
      for (const size of [1, 2, 5, 20])
        for (let page = 1; page <= Math.ceil(total / size) + 2; page++) {
          const w = pageWindow(total, page, size);
          const expected = naive(total, page, size);
          if (!w) {
            expect(expected, `${total}/${page}/${size}`).toEqual([]);
            continue;
          }
          expect(windowEntries(w, readOf(total, w)), `${total}/${page}/${size}`).toEqual(expected);
          expect(w.size).toBe(expected.length);
        }
  });

  it('read only up to the page, from the nearer end', () => {
    expect(pageWindow(500, 1, 20)).toEqual({ offset: 0, size: 20, fromNewest: true, take: 20 });
    expect(pageWindow(500, 25, 20)).toEqual({ offset: 480, size: 20, fromNewest: false, take: 20 });
    expect(pageWindow(500, 13, 20)).toEqual({ offset: 240, size: 20, fromNewest: true, take: 260 });
    expect(pageWindow(500, 14, 20)).toEqual({ offset: 260, size: 20, fromNewest: false, take: 240 });
    // The last page holds what is left: its read takes only that.
    expect(pageWindow(45, 3, 20)).toEqual({ offset: 40, size: 5, fromNewest: false, take: 5 });
  });

  it('answer null past the end, for an empty ledger and for pages or sizes below 1', () => {
    expect(pageWindow(40, 3, 20)).toBeNull();
    expect(pageWindow(0, 1, 20)).toBeNull();
    expect(pageWindow(40, 0, 20)).toBeNull();
    expect(pageWindow(40, 1, 0)).toBeNull();
  });
});

describe('mergeNewestFirst', () => {
  it('interleaves ranges by order key, newest first, whatever the ranges order', () => {
    const a = ['2026-11-03#a', '2026-11-01#a'];
    const b = ['2026-11-04#b', '2026-11-02#b', '2026-11-01#b'];
    const want = ['2026-11-04#b', '2026-11-03#a', '2026-11-02#b', '2026-11-01#b', '2026-11-01#a'];
    expect(mergeNewestFirst([a, b], (s) => s)).toEqual(want);
    expect(mergeNewestFirst([b, [], a], (s) => s)).toEqual(want);
    expect(mergeNewestFirst<string>([], (s) => s)).toEqual([]);
  });
});
