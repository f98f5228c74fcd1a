import { z } from 'zod';

/**
 * What a submission list shows of a document without reading its rows (issue 22 item 4): the
 * supplier or customer names, the document's date, its lot codes and row count. The rows' part
 * is kept on the submission item, written with the rows (docs/submissions.md, List summary).
 */

/**
 * Bounds of what the item keeps: a 500-row receipt would otherwise carry 500 lot codes on every
 * list read. Past the cap the list shows the first ones and the count; search sees only the kept.
 */
export const SUMMARY_LOTS_KEPT = 20;
export const SUMMARY_PARTIES_KEPT = 10;
export const SUMMARY_DATES_KEPT = 10;

/** The longest search term a list takes. */
export const SUBMISSION_SEARCH_MAX = 100;

export const submissionSummary = z
  .object({
    /** Suppliers (goods receipt rows) or the customer (shipment header), as written; may be empty. */
    parties: z.array(z.string()),
    /** The header's date, else the earliest date of the rows; null when none is set. */
    date: z.string().nullable(),
    /** The distinct lot codes (production: the outgoing lot first), at most SUMMARY_LOTS_KEPT. */
    lots: z.array(z.string()),
    /** How many distinct lot codes there are (may exceed lots' length). */
    lot_count: z.number().int().nonnegative(),
    /** The rows; null for a submission stored before summaries were kept. */
    row_count: z.number().int().nonnegative().nullable(),
  })
  .meta({ id: 'SubmissionSummary' });
export type SubmissionSummary = z.infer<typeof submissionSummary>;

export const submissionSearch = z
  .string({ message: 'search must be text' })
  .trim()
  .max(SUBMISSION_SEARCH_MAX, { message: `search must be at most ${SUBMISSION_SEARCH_MAX} characters` })
  .optional();
