import { z } from 'zod';
import { isoDateTime, listOf, pagingQuery, positiveId } from './common.ts';
import { quantityNumber } from './quantity-field.ts';

/** The inventory ledger (spec 001 sections 2, 3 and 9). */

export const TXN_TYPES = [
  'goods_receipt',
  'production_usage',
  'production_output',
  'shipment',
  'adjustment',
] as const;
export type TxnType = (typeof TXN_TYPES)[number];

export const TXN_TYPE_LABELS: Record<TxnType, string> = {
  goods_receipt: 'Goods Receipt',
  production_usage: 'Production Usage',
  production_output: 'Production Output',
  shipment: 'Shipment',
  adjustment: 'Adjustment',
};

/** Badge colours of the ledger table (section 9). */
export const TXN_TYPE_COLOURS: Record<TxnType, 'green' | 'red' | 'blue' | 'orange' | 'purple'> = {
  goods_receipt: 'green',
  production_usage: 'red',
  production_output: 'blue',
  shipment: 'orange',
  adjustment: 'purple',
};

export const REF_DOC_TYPES = [
  'goods_receipt_submission',
  'production_submission',
  'shipment_submission',
] as const;
export const SUBMISSION_TYPES = ['manual_entry', 'transcription'] as const;

/** Submission labels of the ledger table: Manual, AI Transcribed, or Not applicable without one. */
export const submissionTypeLabel = (type: (typeof SUBMISSION_TYPES)[number] | null | undefined): string =>
  type === 'manual_entry' ? 'Manual' : type === 'transcription' ? 'AI Transcribed' : 'Not applicable';

export const ledgerMessages = {
  emptyTitle: 'No inventory history found',
  emptyHint: 'Inventory movements will appear here once transactions are recorded',
  txnTypeInvalid: `txn_type must be one of ${TXN_TYPES.join(', ')}`,
  dateInvalid: (field: string) => `${field} must be a date as YYYY-MM-DD`,
  dateOrder: 'start_date must not be after end_date',
  lotIdInvalid: 'lot_id must be a positive whole number',
} as const;

const ledgerUser = z.object({
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
});

export const ledgerTransaction = z
  .object({
    id: z.string(),
    material_id: z.number().int(),
    lot_id: z.number().int().nullable(),
    /** When the paperwork was submitted (Submitted Date). */
    created_at: isoDateTime,
    /** When the ledger recorded it (Recorded Date). */
    recorded_at: isoDateTime,
    txn_type: z.enum(TXN_TYPES),
    qty_delta: quantityNumber,
    /** The lot's current code (after an edit or a merge, the surviving lot's). */
    lot_code: z.string().nullable(),
    ref_doc_type: z.enum(REF_DOC_TYPES).nullable(),
    submission: z
      .object({
        submission_id: z.number().int(),
        submission_type: z.enum(SUBMISSION_TYPES),
        photo_id: z.string().nullable(),
        user: ledgerUser,
      })
      .nullable(),
    /** Who posted it (also for adjustments, which have no submission). */
    user: ledgerUser,
    note: z.string().nullable(),
  })
  .meta({ id: 'LedgerTransaction' });
export type LedgerTransaction = z.infer<typeof ledgerTransaction>;

export const ledgerList = listOf(ledgerTransaction).meta({ id: 'LedgerTransactionList' });

export const isoDate = (field: string) =>
  z
    .string({ message: ledgerMessages.dateInvalid(field) })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: ledgerMessages.dateInvalid(field) })
    .refine(
      (v) =>
        !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      {
        message: ledgerMessages.dateInvalid(field),
      },
    );

export const emptyAsAbsent = (v: unknown) => (v === '' ? undefined : v);

/** History filters (section 3): both dates inclusive, on the recorded date (UTC). */
export const historyQuery = pagingQuery
  .extend({
    lot_id: z.preprocess(emptyAsAbsent, positiveId(ledgerMessages.lotIdInvalid).optional()),
    txn_type: z.preprocess(
      (v) => (v === '' || v === 'all' ? undefined : v),
      z.enum(TXN_TYPES, { message: ledgerMessages.txnTypeInvalid }).optional(),
    ),
    start_date: z.preprocess(emptyAsAbsent, isoDate('start_date').optional()),
    end_date: z.preprocess(emptyAsAbsent, isoDate('end_date').optional()),
  })
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, {
    message: ledgerMessages.dateOrder,
  });
export type HistoryQuery = z.output<typeof historyQuery>;

/** The ledger list of the lot screens (the spec leaves its path unnamed): a material's, or one lot's. */
export const ledgerQuery = pagingQuery.extend({
  lot_id: z.preprocess(emptyAsAbsent, positiveId(ledgerMessages.lotIdInvalid).optional()),
});

export const LEDGER_CSV_COLUMNS = [
  'recorded_at',
  'created_at',
  'txn_type',
  'qty_delta',
  'lot_code',
  'ref_doc_type',
  'submission_id',
  'submission_type',
  'user_email',
  'note',
] as const;
