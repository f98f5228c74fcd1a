import { describe, expect, it } from 'vitest';
import { createRecentWrites, INDEX_CATCH_UP_MS, withRecentWrites } from './recent-writes.ts';

type Row = { id: number; name: string; company_id: number; updated_at: string };
const row = (id: number, company_id = 1, updated_at = '2026-11-28T09:00:00.000Z'): Row => ({
  id,
  name: `r${id}`,
  company_id,
  updated_at,
});

describe('recent writes over an index list', () => {
  it('adds a record just made that the list misses, in id order, and counts it', () => {
    const writes = createRecentWrites<Row>(() => 1000);
    writes.made(row(7));
    const list = withRecentWrites({ items: [row(3), row(9)], total: 2 }, writes);
    expect(list.items.map((r) => r.id)).toEqual([3, 7, 9]);
    expect(list.total).toBe(3);
  });

  it('keeps the list as answered once it has the record, never twice', () => {
    const writes = createRecentWrites<Row>(() => 1000);
    writes.made(row(7));
    const served = { ...row(7), name: 'with a count the write did not know' };
    expect(writes.over([row(3), served])).toEqual([row(3), served]);
  });

  it('shows an edit over the version from before it, but not over a newer one', () => {
    const writes = createRecentWrites<Row>(() => 1000);
    const edited = { ...row(7, 1, '2026-11-28T09:00:05.000Z'), name: 'edited' };
    writes.made(edited);
    expect(writes.over([row(7)])).toEqual([edited]);
    const newer = { ...row(7, 1, '2026-11-28T09:00:06.000Z'), name: 'edited again elsewhere' };
    expect(writes.over([newer])).toEqual([newer]);
  });

  it('takes out a record just deleted that the list still shows', () => {
    const writes = createRecentWrites<Row>(() => 1000);
    writes.gone(3);
    const list = withRecentWrites({ items: [row(3), row(9)], total: 2 }, writes);
    expect(list.items.map((r) => r.id)).toEqual([9]);
    expect(list.total).toBe(1);
  });

  it('a record made then deleted within the moment is not shown', () => {
    const writes = createRecentWrites<Row>(() => 1000);
    writes.made(row(7));
    writes.gone(7);
    expect(writes.over([row(7)])).toEqual([]);
  });

  it('adds only the records this list holds', () => {
    const writes = createRecentWrites<Row>(() => 1000);
    writes.made(row(7, 2));
    expect(writes.over([row(3)], (r) => r.company_id === 1)).toEqual([row(3)]);
    expect(writes.over([], (r) => r.company_id === 2)).toEqual([row(7, 2)]);
  });

  it('forgets its writes once the index has surely caught up: the list is then the answer', () => {
    let now = 1000;
    const writes = createRecentWrites<Row>(() => now);
    writes.made(row(7));
    writes.gone(3);
    now += INDEX_CATCH_UP_MS;
    expect(writes.over([row(3)])).toEqual([row(3)]);
  });
});
