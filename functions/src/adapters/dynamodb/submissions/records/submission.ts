import { gunzipSync, gzipSync } from 'node:zlib';
import type { FieldValues } from '@bp/shared/contracts/submissions/fields.ts';
import { type ItemKey, padId, tableSchema, tenantPrefix } from '@bp/shared/table/schema.ts';
import type {
  FrozenSubmit,
  KindName,
  RowsSummary,
  SameContent,
  SubmissionRecord,
} from '../../../../core/submissions/records.ts';
import { type Condition, equals, indexKeys, tenantCounter } from '../../kit/index.ts';
import { listIndexKeys } from './submission-class.ts';

/** A kind's submissions share one partition (docs/submissions.md), newest last (`SUB#<id>`). */
export const kindPartition = (companyId: number, kind: string): string =>
  `${tenantPrefix(companyId)}SUB#${kind}`;

export const submissionKey = (companyId: number, kind: string, id: number): ItemKey => ({
  pk: kindPartition(companyId, kind),
  sk: `SUB#${padId(id)}`,
});

/**
 * A client's Idempotency-Key on manual-new (the offline outbox, docs/offline.md): one item per
 * key naming the submission it created, written with it in one transaction.
 */
export const clientKeyItem = (companyId: number, kind: string, key: string, submissionId: number) => ({
  pk: `${tenantPrefix(companyId)}SUBKEY#${kind}`,
  sk: `KEY#${key}`,
  submission_id: submissionId,
});

/**
 * The duplicate check's Query (gsi5, schema.ts): the submissions of the company's kind whose
 * stored fingerprint is `fingerprint`, whatever their status (the check filters), each with what
 * the 409 names. Both keys in the condition: another company's or kind's never answer.
 */
const contentIndex = tableSchema.indexes.gsi5;
export const sameContentQuery = (companyId: number, kind: string, fingerprint: string) => ({
  IndexName: 'gsi5' as const,
  KeyConditionExpression: '#fp = :fp AND #part = :part',
  ExpressionAttributeNames: { '#fp': contentIndex.partitionKey, '#part': contentIndex.sortKey },
  ExpressionAttributeValues: { ':fp': fingerprint, ':part': kindPartition(companyId, kind) },
});

export const toSameContent = (item: Record<string, unknown>): SameContent => ({
  id: Number(item.id),
  submissionType: item.submission_type as SubmissionRecord['submissionType'],
  status: item.submission_status as SubmissionRecord['status'],
  archived: item.is_archived === true,
  createdAt: String(item.created_at),
  submittedAt: (item.submitted_at as string | null | undefined) ?? null,
  filename: (item.filename as string | null | undefined) ?? null,
});

/** Submission ids are one sequence per company across the three kinds. */
export const submissionCounter = (companyId: number): ItemKey => tenantCounter(companyId, 'SUBMISSION');

/**
 * The sweeper's index (gsi2, sparse): only a submission frozen by a submit is in it, ordered by
 * when it froze; the flip to verified removes it. One partition for all companies: the sweeper
 * is the platform's, and the partition holds only submits in flight.
 */
export const FROZEN_PARTITION = 'SUBMITTING';
const frozenSort = (companyId: number, s: { kind: string; id: number }, frozenAt: string) =>
  `${frozenAt}#${companyId}#${s.kind}#${s.id}`;
export const frozenIndexAttributes = ['gsi2pk', 'gsi2sk'] as const;

/**
 * The upload sweep's index (gsi2 too, sparse; a submission is never both submitting and
 * waiting): an upload pending with no file read yet, ordered by when it was last set waiting
 * (upload-url, or the outbox reserving it for its file). The pipeline's pin takes it out, as
 * does any write that leaves it not waiting; `frozenRef` reads its entries as well.
 */
export const WAITING_PARTITION = 'UPLOADWAITING';
export const waitingForFile = (s: SubmissionRecord): boolean =>
  s.submissionType === 'transcription' && s.status === 'pending' && s.fileKey !== null && !s.filePin;

/** A sweeper index entry back to the submission it names. */
export const frozenRef = (item: Record<string, unknown>) => {
  const [frozenAt, companyId, kind, id] = String(item.gsi2sk).split('#');
  return { frozenAt: String(frozenAt), companyId: Number(companyId), kind: kind as KindName, id: Number(id) };
};

/**
 * The guard of every change: the stored revision is still the one the change was computed from
 * (a submission written before revisions existed counts as revision 0).
 */
export const atRevision = (revision: number): Condition =>
  revision === 0
    ? {
        expression: 'attribute_exists(pk) AND (attribute_not_exists(#rev) OR #rev = :rev)',
        names: { '#rev': 'revision' },
        values: { ':rev': 0 },
      }
    : { ...equals('revision', revision), expression: `attribute_exists(pk) AND #kc_revision = :kc_revision` };

/** The guard of a row edit: the submission exists and is neither verified nor being submitted. */
export const editable: Condition = {
  expression: 'attribute_exists(pk) AND NOT (submission_status IN (:verified, :submitting))',
  values: { ':verified': 'verified', ':submitting': 'submitting' },
};

/** The guard of the submit's own writes after it froze the submission (rows, the flip). */
export const submitting: Condition = equals('submission_status', 'submitting');

/** The snapshot, gzipped JSON: a 500-row document's movements and links fit in one item. */
const packFrozen = (f: FrozenSubmit): Uint8Array => gzipSync(JSON.stringify(f));
const unpackFrozen = (value: unknown): FrozenSubmit | null =>
  value instanceof Uint8Array ? (JSON.parse(gunzipSync(value).toString('utf8')) as FrozenSubmit) : null;

/** The rows' summary as the item keeps it (`rows_summary`, a map; docs/submissions.md). */
export const rowsSummaryAttribute = (r: RowsSummary) => ({
  parties: r.parties,
  dates: r.dates,
  lots: r.lots,
  lot_count: r.lotCount,
  row_count: r.rowCount,
});

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

const toRowsSummary = (value: unknown): RowsSummary | undefined => {
  if (!value || typeof value !== 'object') return undefined;
  const m = value as Record<string, unknown>;
  return {
    parties: strings(m.parties),
    dates: strings(m.dates),
    lots: strings(m.lots),
    lotCount: Number(m.lot_count ?? 0),
    rowCount: Number(m.row_count ?? 0),
  };
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
  ...(s.headerConfidence && Object.keys(s.headerConfidence).length
    ? { header_confidence: s.headerConfidence }
    : {}),
  ...(s.contentHash ? { content_sha256: s.contentHash } : {}),
  ...(s.fingerprint ? { fingerprint: s.fingerprint } : {}),
  ...(s.submitKey ? { submit_key: s.submitKey } : {}),
  revision: s.revision,
  ...(s.rowsSummary ? { rows_summary: rowsSummaryAttribute(s.rowsSummary) } : {}),
  ...(s.frozen ? { snapshot: packFrozen(s.frozen) } : {}),
  ...listIndexKeys(companyId, s),
  ...(s.status === 'submitting' && s.frozen
    ? indexKeys('gsi2', FROZEN_PARTITION, frozenSort(companyId, s, s.frozen.frozenAt))
    : waitingForFile(s)
      ? indexKeys('gsi2', WAITING_PARTITION, frozenSort(companyId, s, s.updatedAt))
      : {}),
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
  ...(item.header_confidence ? { headerConfidence: item.header_confidence as Record<string, number> } : {}),
  ...(typeof item.content_sha256 === 'string' ? { contentHash: item.content_sha256 } : {}),
  ...(typeof item.fingerprint === 'string' ? { fingerprint: item.fingerprint } : {}),
  ...(typeof item.submit_key === 'string' ? { submitKey: item.submit_key } : {}),
  revision: typeof item.revision === 'number' ? item.revision : 0,
  frozen: unpackFrozen(item.snapshot),
  ...(item.rows_summary ? { rowsSummary: toRowsSummary(item.rows_summary) } : {}),
});
