import type { SubmissionRecord } from '@bp/functions/core/submissions/records.ts';

/**
 * A verified manual submission as a submit leaves it (header, rows' summary, fingerprint), for
 * tests and benches that write a company's history straight into the table.
 */
export const verifiedSubmission = (
  kind: SubmissionRecord['kind'],
  fingerprint: string,
  at = '2026-01-15T08:00:00.000Z',
): Omit<SubmissionRecord, 'id'> => ({
  kind,
  submissionType: 'manual_entry',
  status: 'verified',
  archived: false,
  createdAt: at,
  updatedAt: at,
  submittedAt: at,
  fileKey: null,
  filename: null,
  failureReason: null,
  header: { receipt_date: at.slice(0, 10) },
  revision: 3,
  frozen: null,
  fingerprint,
  rowsSummary: { parties: ['Mill'], dates: [at.slice(0, 10)], lots: ['H-1'], lotCount: 1, rowCount: 1 },
});
