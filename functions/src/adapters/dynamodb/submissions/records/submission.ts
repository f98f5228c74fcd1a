import type { FieldValues } from '@bp/shared/contracts/submissions/fields.ts';
import { type ItemKey, padId, tenantPrefix } from '@bp/shared/table/schema.ts';
import type { KindName, SubmissionRecord } from '../../../../core/submissions/records.ts';
import { type Condition, tenantCounter } from '../../kit/index.ts';

/** A kind's submissions share one partition (docs/submissions.md); the list reads it whole. */
export const kindPartition = (companyId: number, kind: string): string =>
  `${tenantPrefix(companyId)}SUB#${kind}`;

export const submissionKey = (companyId: number, kind: string, id: number): ItemKey => ({
  pk: kindPartition(companyId, kind),
  sk: `SUB#${padId(id)}`,
});

/** Submission ids are one sequence per company across the three kinds. */
export const submissionCounter = (companyId: number): ItemKey => tenantCounter(companyId, 'SUBMISSION');

/** The guard of every draft write: the submission exists and is not verified. */
export const notVerified: Condition = {
  expression: 'attribute_exists(pk) AND submission_status <> :verified',
  values: { ':verified': 'verified' },
};

export const submissionItem = (companyId: number, s: SubmissionRecord) => ({
  ...submissionKey(companyId, s.kind, s.id),
  kind: 'submission',
  submission_kind: s.kind,
  id: s.id,
  submission_type: s.submissionType,
  submission_status: s.status,
  is_archived: s.archived,
  created_at: s.createdAt,
  updated_at: s.updatedAt,
  submitted_at: s.submittedAt,
  file_key: s.fileKey,
  file_etag: s.filePin?.etag ?? null,
  file_version_id: s.filePin?.versionId ?? null,
  filename: s.filename,
  failure_reason: s.failureReason,
  header: s.header,
});

export const toSubmission = (item: Record<string, unknown>): SubmissionRecord => ({
  id: Number(item.id),
  kind: item.submission_kind as KindName,
  submissionType: item.submission_type as SubmissionRecord['submissionType'],
  status: item.submission_status as SubmissionRecord['status'],
  archived: item.is_archived === true,
  createdAt: String(item.created_at),
  updatedAt: String(item.updated_at),
  submittedAt: (item.submitted_at as string | null | undefined) ?? null,
  fileKey: (item.file_key as string | null | undefined) ?? null,
  filePin:
    typeof item.file_etag === 'string'
      ? { etag: item.file_etag, versionId: (item.file_version_id as string | null | undefined) ?? null }
      : null,
  filename: (item.filename as string | null | undefined) ?? null,
  failureReason: (item.failure_reason as string | null | undefined) ?? null,
  header: (item.header as FieldValues | undefined) ?? {},
});
