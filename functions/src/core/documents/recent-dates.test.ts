import { describe, expect, it } from 'vitest';
import type { SubmissionRecord } from '../submissions/records.ts';
import { classOf } from '../submissions/classes.ts';
import { latestDocumentDates, recentDocumentDates } from './recent-dates.ts';

const record = (
  id: number,
  createdAt: string,
  date: string | null,
  status = 'transcribed',
): SubmissionRecord => ({
  id,
  kind: 'goods_receipt',
  submissionType: 'transcription',
  status: status as SubmissionRecord['status'],
  archived: false,
  createdAt,
  updatedAt: createdAt,
  submittedAt: null,
  fileKey: null,
  filename: null,
  failureReason: null,
  header: { receipt_date: date, supplier_id: 3 },
  revision: 1,
  frozen: null,
});

describe('recentDocumentDates', () => {
  it("answers the written dates of the company's latest documents, newest first", () => {
    const dates = recentDocumentDates(
      [
        record(1, '2026-11-01T10:00:00Z', '2026-10-30'),
        record(2, '2026-11-20T10:00:00Z', '2026-11-19'),
        record(3, '2026-11-10T10:00:00Z', null),
      ],
      99,
    );
    expect(dates).toEqual(['2026-11-19', '2026-10-30']);
  });

  it('leaves out the document being read, and those still pending or failed', () => {
    const dates = recentDocumentDates(
      [
        record(1, '2026-11-01T10:00:00Z', '2026-10-30'),
        record(2, '2026-11-20T10:00:00Z', '2026-11-19', 'pending'),
        record(3, '2026-11-21T10:00:00Z', '2026-11-21', 'failed'),
        record(4, '2026-11-22T10:00:00Z', '2026-11-22'),
      ],
      4,
    );
    expect(dates).toEqual(['2026-10-30']);
  });
});

describe('latestDocumentDates', () => {
  const day = (n: number) =>
    `2026-${String(1 + Math.floor(n / 28)).padStart(2, '0')}-${String(1 + (n % 28)).padStart(2, '0')}`;
  // 100 documents, ids in creation order; the newest 60 still pending, one archived among the rest.
  const all = Array.from({ length: 100 }, (_, i) => ({
    ...record(i + 1, `${day(i)}T10:00:00Z`, day(i), i >= 40 ? 'pending' : 'transcribed'),
    archived: i === 39,
  }));
  const ports = (counted: boolean) => {
    const asked: number[] = [];
    return {
      asked,
      classCounts: async () =>
        counted
          ? {
              counts: { review_open: 99, review_archived: 1, verified_open: 0, verified_archived: 0 },
              moves: [],
            }
          : null,
      classPage: async (_c: number, _k: string, classes: readonly string[], _from: string, upTo: number) => {
        asked.push(upTo);
        return all
          .filter((s) => classes.includes(classOf(s)))
          .sort((a, b) => b.id - a.id)
          .slice(0, upTo);
      },
      list: async () => all,
    };
  };

  it('reads newer pages from the lists until it has enough dates: the same as the whole history', async () => {
    const p = ports(true);
    const dates = await latestDocumentDates(p, 1, 'goods_receipt', 5);
    expect(dates).toEqual(recentDocumentDates(all, 5));
    expect(dates).toHaveLength(10);
    expect(p.asked).toEqual([40, 160]);
  });

  it('reads the whole history while the kind is not counted', async () => {
    const p = ports(false);
    expect(await latestDocumentDates(p, 1, 'goods_receipt', 5)).toEqual(recentDocumentDates(all, 5));
    expect(p.asked).toEqual([]);
  });
});
