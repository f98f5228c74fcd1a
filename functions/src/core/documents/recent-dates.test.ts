import { describe, expect, it } from 'vitest';
import type { SubmissionRecord } from '../submissions/records.ts';
import { recentDocumentDates } from './recent-dates.ts';

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
