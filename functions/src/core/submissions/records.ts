import type { FieldValues } from '@bp/shared/contracts/submissions/fields.ts';
import type { SubmissionKindSpec } from '@bp/shared/contracts/submissions/kind.ts';
import type { SubmissionStatus, SubmissionType } from '@bp/shared/contracts/submissions/common.ts';
import type { LotUse } from '../holds/check-holds.ts';
import type { Posting } from '../inventory/posting.ts';

export type KindName = SubmissionKindSpec['kind'];

/** A submission as stored: the same for every kind; `header` holds the kind's header fields. */
export interface SubmissionRecord {
  id: number;
  kind: KindName;
  submissionType: SubmissionType;
  status: SubmissionStatus;
  archived: boolean;
  createdAt: string;
  updatedAt: string;
  submittedAt: string | null;
  /** The uploaded original (issue 12's pipeline sets it), null for manual entries. */
  fileKey: string | null;
  /** The version of the original the pipeline read, once it read it: reads and downloads use it. */
  filePin?: FilePin | null;
  filename: string | null;
  /** Why reading the upload failed (status failed), in the user's words. */
  failureReason: string | null;
  header: FieldValues;
  /** The reader's confidence per header field (0..1) where the pipeline filled the header. */
  headerConfidence?: Record<string, number>;
  /** The uploaded file's SHA-256 (hex), when known: the same file twice is asked about. */
  contentHash?: string | null;
  /** What a verified submission posted, hashed (duplicates.ts): the same document twice is asked about. */
  fingerprint?: string | null;
  /**
   * Bumped by every write of the submission or its rows; a write of the submission holds only
   * on the revision it was computed from, so two concurrent changes never lose one.
   */
  revision: number;
  /**
   * The Idempotency-Key of the submit that froze it (set by the freezing write, kept once
   * verified): a replay under it answers the first answer; null for a submit without one.
   */
  submitKey?: string | null;
  /** Set with status `submitting`: exactly what the submit posts; null otherwise. */
  frozen: FrozenSubmit | null;
  /**
   * What the list shows of the rows (summary.ts), written with every change of the rows on the
   * revision they were read at; absent on submissions stored before it was kept.
   */
  rowsSummary?: RowsSummary;
}

/** A submission that stored a given content fingerprint: what the duplicate check reads and names. */
export type SameContent = Pick<
  SubmissionRecord,
  'id' | 'submissionType' | 'status' | 'archived' | 'createdAt' | 'submittedAt' | 'filename'
>;

/** The rows' part of the list summary, bounded (shared/contracts/submissions/summary.ts). */
export interface RowsSummary {
  parties: string[];
  dates: string[];
  lots: string[];
  lotCount: number;
  rowCount: number;
}

/**
 * A submit's snapshot, written by its first (freezing) write: the header and rows as posted and
 * the posting itself (movements, links, who, when). A retry or the sweeper resumes from it,
 * never from the current rows.
 */
export interface FrozenSubmit {
  frozenAt: string;
  header: FieldValues;
  rows: RowRecord[];
  posting: Posting;
  /** The lots it takes stock from, as the hold check reads them (absent in older snapshots). */
  uses?: LotUse[];
  /** The status it had before the submit: a submit refused after freezing goes back to it. */
  priorStatus?: SubmissionStatus;
}

/**
 * A version of an original: S3's version id where the bucket keeps versions (AWS), else only
 * the ETag it had, which reads check (the local S3 server keeps no versions).
 */
export interface FilePin {
  versionId: string | null;
  etag: string;
}

/** One row of a submission: the kind's row fields, quantities in thousandths. */
export interface RowRecord {
  id: number;
  submissionId: number;
  rowIndex: number;
  fields: FieldValues;
  /** The reader's confidence per field (0..1), for rows the pipeline filled. */
  confidence?: Record<string, number>;
  /** Values review may offer for a field instead of the one read (a doubtful lot's nearest lots). */
  candidates?: Record<string, string[]>;
  /**
   * The row's version as read (bumped by each write): an edit of a read row holds only while
   * the row is still that version, so two field saves of one row never undo each other.
   * Absent on a row not read from the table (a new one).
   */
  revision?: number;
}

/** A master record as a row or header may name it. */
export interface MaterialInfo {
  id: number;
  name: string;
  traceable: boolean;
  materialType: 'ingredient' | 'packaging' | 'finished_goods';
  unit: string;
  /** Fills a received lot's use-by date (issue 21). */
  shelfLifeDays?: number | null;
}
