import { describe, expect, it } from 'vitest';
import type { SubmissionRecord } from './records.ts';
import { disagreeingMoves, settleMoves } from './recent-moves.ts';

const sub = (id: number, status: SubmissionRecord['status'], archived = false) =>
  ({ id, kind: 'goods_receipt', status, archived }) as SubmissionRecord;
const ids = (list: readonly SubmissionRecord[]) => list.map((s) => s.id);
const REVIEW = ['review_open'] as const;

describe('a tab page from an index a moment behind the counts', () => {
  // Receipts 1-12 in Needs Review; the index has not seen 12 submitted nor 13 created yet.
  const indexed = Array.from({ length: 12 }, (_, i) => sub(12 - i, 'transcribed'));

  it('agrees when no move is recent, or the index already shows each move', () => {
    expect(disagreeingMoves(indexed.slice(0, 10), [], REVIEW, 'newest', 10)).toEqual([]);
    const caughtUp = [sub(13, 'pending'), ...indexed.slice(1, 10)];
    expect(
      disagreeingMoves(
        caughtUp,
        [
          { id: 13, to: 'review_open' },
          { id: 12, to: 'verified_open' },
        ],
        REVIEW,
        'newest',
        10,
      ),
    ).toEqual([]);
  });

  it('disagrees with one shown in a tab it left, and one missing from its new tab within the page', () => {
    const page = indexed.slice(0, 10);
    const moves = [
      { id: 12, to: 'verified_open' as const },
      { id: 13, to: 'review_open' as const },
    ];
    expect(disagreeingMoves(page, moves, REVIEW, 'newest', 10)).toEqual(moves);
    // Receipt 1, archived a moment ago, would not be on the newest page anyway.
    expect(disagreeingMoves(page, [{ id: 1, to: 'review_archived' }], REVIEW, 'newest', 10)).toEqual([]);
    // Read oldest first, receipt 1 is on the page and 13 is not.
    const oldest = [...indexed].reverse().slice(0, 10);
    expect(disagreeingMoves(oldest, moves, REVIEW, 'oldest', 10)).toEqual([]);
    expect(disagreeingMoves(oldest, [{ id: 1, to: 'review_archived' }], REVIEW, 'oldest', 10)).toHaveLength(
      1,
    );
    // A page not full takes any moved-in one; a full one only those before its edge.
    expect(
      disagreeingMoves(page.slice(8), [{ id: 2, to: 'review_open' }], REVIEW, 'newest', 10),
    ).toHaveLength(1);
    expect(disagreeingMoves(page, [{ id: 2, to: 'review_open' }], REVIEW, 'newest', 10)).toHaveLength(0);
  });

  it('settles the page from a wider read and each moved one as it is now, still a whole page', () => {
    const reread = indexed; // 10 + 2 moves of room
    const current = [sub(12, 'verified'), sub(13, 'pending')];
    const page = settleMoves(reread, current, REVIEW, 'newest', 10);
    expect(ids(page)).toEqual([13, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    // The Verified tab gets 12 from its current record, not from the index's old one.
    expect(ids(settleMoves([sub(2, 'verified')], current, ['verified_open'], 'newest', 10))).toEqual([12, 2]);
  });
});
