import { z } from 'zod';
import { isoDateTime, listOf, optionalBooleanQuery, pagingQuery, positiveId } from '../common.ts';
import { SUBMISSION_TYPES } from '../ledger.ts';
import { submissionSearch } from './summary.ts';

/**
 * `submitting`: a submit froze the submission with a snapshot of what it posts; nothing changes
 * it until the posting's last transaction flips it to verified (docs/submissions.md, Submit).
 */
export const SUBMISSION_STATUSES = [
  'created',
  'pending',
  'transcribed',
  'submitting',
  'verified',
  'failed',
] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
export { SUBMISSION_TYPES };
export type SubmissionType = (typeof SUBMISSION_TYPES)[number];

/** The list's tabs: review is everything not yet verified (created, pending, transcribed, failed). */
export const SUBMISSION_FILTERS = ['review', 'verified'] as const;
export type SubmissionFilter = (typeof SUBMISSION_FILTERS)[number];

/** Rows per submission: a long delivery note, and a bound on what one submit posts. */
export const MAX_SUBMISSION_ROWS = 500;

/** Spec 001 section 9: the screens show 10 per page; a call without a size gets 25. */
export const SUBMISSION_SCREEN_PAGE_SIZE = 10;

export const submissionListQuery = pagingQuery.extend({
  include_archived: optionalBooleanQuery,
  filter_type: z.preprocess(
    (v) => (v === '' || v === 'all' ? undefined : v),
    z.enum(SUBMISSION_FILTERS, { message: 'filter_type must be review or verified' }).optional(),
  ),
  /** Any of the summary's names, lot codes or date (case-insensitive), applied before paging. */
  search: submissionSearch,
});
export type SubmissionListQuery = z.output<typeof submissionListQuery>;

export const archiveBody = z.object({
  isArchived: z.boolean({ message: 'isArchived must be true or false' }),
});

export const submissionIdParams = z.object({
  id: positiveId('Submission id must be a positive whole number'),
});
export const rowIdParams = z.object({ rowId: positiveId('Row id must be a positive whole number') });

/** Messages every kind shares; `label` is the kind's ("goods receipt", "production", "shipment"). */
export const submissionMessages = {
  notFound: (label: string) => `${capitalise(label)} submission not found`,
  rowNotFound: 'Row not found',
  verified: (label: string) => `This ${label} submission is verified and can no longer be changed`,
  alreadySubmitted: (label: string) => `This ${label} submission was already submitted`,
  archived: (label: string) => `This ${label} submission is archived; unarchive it before submitting`,
  noOriginal: 'This submission has no original document',
  originalReplaced:
    'The original was replaced after it was read; this submission keeps no copy of the version it was read from',
  materialNotFound: 'Material not found',
  supplierNotFound: 'Supplier not found',
  customerNotFound: 'Customer not found',
  submissionIdRequired: 'submission_id is required',
  tooManyRows: `At most ${MAX_SUBMISSION_ROWS} rows are allowed`,
  changedWhileSubmitting: (label: string) =>
    `This ${label} submission changed while it was being submitted; reload it and submit again`,
  /** A change that kept losing races to other changes of the same submission. */
  busy: 'The submission changed while it was being saved; please try again',
  submitting: (label: string) =>
    `This ${label} submission is being submitted and can no longer be changed; reload it in a moment`,
} as const;

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What every submission answer carries, whatever its kind. */
export const submissionBaseShape = {
  id: z.number().int(),
  submission_type: z.enum(SUBMISSION_TYPES),
  submission_status: z.enum(SUBMISSION_STATUSES),
  is_archived: z.boolean(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  submitted_at: isoDateTime.nullable(),
  file_url: z.string().nullable(),
  filename: z.string().nullable(),
  /** Why reading an upload failed (status failed), in words for the user; null otherwise. */
  failure_reason: z.string().nullable(),
  /** How sure the reader was of each header field it filled (0..1); absent on headers typed by hand. */
  confidence: z.record(z.string(), z.number()).optional(),
};

export const rowBaseShape = {
  id: z.number().int(),
  row_id: z.number().int(),
  row_index: z.number().int(),
  submission_id: z.number().int(),
  /** How sure the reader was of each field it filled (0..1); absent on rows typed by hand. */
  confidence: z.record(z.string(), z.number()).optional(),
  /** Values review may offer instead of the one read, nearest first (a doubtful lot's lots in stock). */
  candidates: z.record(z.string(), z.array(z.string())).optional(),
};

export const newSubmissionAnswer = z.object({ id: z.number().int(), submission_id: z.number().int() });

export const submitResult = z.object({
  submission_id: z.number().int(),
  submission_status: z.literal('verified'),
  /** The ledger entries written, one per movement. */
  transactions: z.number().int(),
  /** Lots created by this submit with origin inconsistent (a usage or shipment of an unknown code). */
  inconsistent_lots: z.array(
    z.object({ material_id: z.number().int(), lot_id: z.number().int(), lot_code: z.string() }),
  ),
});
export type SubmitResult = z.infer<typeof submitResult>;

export const listAnswerOf = listOf;
