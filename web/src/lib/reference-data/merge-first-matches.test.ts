import { describe, expect, it } from 'vitest';
import { mergeFirstMatches } from './merge-first-matches.ts';

const item = (id: number, name: string) => ({ id, name });

describe('mergeFirstMatches', () => {
  it('keeps the server order (name without case, then id) across pages and cuts at the limit', () => {
    const merged = mergeFirstMatches(
      [
        { items: [item(1, 'apple'), item(4, 'Cherry'), item(9, 'egg')], total: 7 },
        { items: [item(2, 'Banana'), item(3, 'cherry'), item(5, 'Date')], total: 3 },
      ],
      4,
    );
    expect(merged.items.map((i) => i.id)).toEqual([1, 2, 3, 4]);
    expect(merged.total).toBe(10);
  });

  it('answers one page as it is', () => {
    expect(mergeFirstMatches([{ items: [item(1, 'a')], total: 1 }], 25)).toEqual({
      items: [item(1, 'a')],
      total: 1,
    });
  });

  it('answers nothing for no pages', () => {
    expect(mergeFirstMatches([], 25)).toEqual({ items: [], total: 0 });
  });
});
