import { quantity } from '@bp/shared/quantity/quantity.ts';
import { describe, expect, it } from 'vitest';
import type { LedgerEntry } from './posting.ts';
import { inRanges, numberEntries, pageRange, pageSequences, type PendingRange } from './sequence.ts';

const entry = (id: string, materialId: number): LedgerEntry => ({
  id,
  postingKey: 'k',
  index: 0,
  materialId,
  lotId: null,
  lotCode: null,
  type: 'adjustment',
  qtyDelta: quantity(1),
  submittedAt: '2026-01-01T00:00:00.000Z',
  recordedAt: '2026-01-01T00:00:00.000Z',
  by: { userId: 1, firstName: null, lastName: null, email: 'a@example.com' },
  source: null,
  note: null,
});

describe('numberEntries', () => {
  it('continues each material from its count, without gaps, in the entries order', () => {
    const { entries, counts } = numberEntries(
      [entry('a', 1), entry('b', 2), entry('c', 1), entry('d', 1)],
      new Map([[1, 7]]),
    );
    expect(entries.map((e) => [e.id, e.sequence])).toEqual([
      ['a', 7],
      ['b', 0],
      ['c', 8],
      ['d', 9],
    ]);
    expect(counts).toEqual(
      new Map([
        [1, { seen: 7, next: 10 }],
        [2, { seen: 0, next: 1 }],
      ]),
    );
  });
});

describe('pageRange', () => {
  it('gives the newest entries on page 1 and the oldest on the last page', () => {
    expect(pageRange(45, 1, 20)).toEqual({ first: 25, last: 44 });
    expect(pageRange(45, 2, 20)).toEqual({ first: 5, last: 24 });
    expect(pageRange(45, 3, 20)).toEqual({ first: 0, last: 4 });
  });

  it('is null past the end, for an empty ledger and for a bad page', () => {
    expect(pageRange(45, 4, 20)).toBeNull();
    expect(pageRange(0, 1, 20)).toBeNull();
    expect(pageRange(10, 0, 20)).toBeNull();
  });

  it('covers every sequence exactly once across the pages', () => {
    const seen: number[] = [];
    for (let page = 1; ; page++) {
      const range = pageRange(103, page, 10);
      if (!range) break;
      for (let s = range.last; s >= range.first; s--) seen.push(s);
    }
    expect(seen).toEqual(Array.from({ length: 103 }, (_, i) => 102 - i));
  });
});

describe('pageSequences', () => {
  /** Every page read the way the adapter reads it: the range, less its pending numbers. */
  const allPages = (reserved: number, pending: PendingRange[], size: number) => {
    const seen: number[] = [];
    for (let page = 1; page < 1000; page++) {
      const range = pageSequences(reserved, pending, page, size);
      if (!range) break;
      const items: number[] = [];
      for (let s = range.last; s >= range.first; s--) if (!inRanges(s, range.skip)) items.push(s);
      // Every page but the last is full.
      if (items.length !== size) expect(pageSequences(reserved, pending, page + 1, size)).toBeNull();
      seen.push(...items);
    }
    return seen;
  };

  it('skips pending numbers: each landed entry once, newest first, pages full', () => {
    const pending = [
      { start: 95, count: 3 },
      { start: 40, count: 20 },
      { start: 0, count: 2 },
      { start: 120, count: 5 },
    ];
    const landed = Array.from({ length: 125 }, (_, i) => 124 - i).filter((s) => !inRanges(s, pending));
    for (const size of [1, 7, 20, 50, 200]) expect(allPages(125, pending, size)).toEqual(landed);
  });

  it('is pageRange when nothing is pending; a page wholly past the end is null', () => {
    expect(pageSequences(45, [], 1, 20)).toEqual({ first: 25, last: 44, skip: [] });
    expect(pageSequences(10, [{ start: 0, count: 10 }], 1, 20)).toBeNull();
    expect(pageSequences(12, [{ start: 2, count: 10 }], 2, 2)).toBeNull();
    expect(pageSequences(12, [{ start: 2, count: 10 }], 1, 20)).toEqual({
      first: 0,
      last: 1,
      skip: [],
    });
  });

  it('names the pending ranges inside the page, so entries landing meanwhile are left out', () => {
    expect(pageSequences(30, [{ start: 25, count: 2 }], 1, 5)).toEqual({
      first: 23,
      last: 29,
      skip: [{ start: 25, count: 2 }],
    });
  });
});
