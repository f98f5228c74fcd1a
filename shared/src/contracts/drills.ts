import { z } from 'zod';
import { isoDateTime, listOf, pagingQuery, positiveId } from './common.ts';
import { LONG_TEXT_MAX, tooLong } from './master-data-fields.ts';
import { massBalance, traceLotBody, traceResult } from './trace.ts';

/** Recall drills (issue 21 item 5, docs/recall-drills.md). */

/** BRCGS: a recall traced within 4 hours. */
export const DEFAULT_DRILL_TARGET_MINUTES = 240;
/** Mass balance accounted for within 2 % of what came in. */
export const DEFAULT_DRILL_TOLERANCE_PERCENT = 2;

export const drillMessages = {
  notFound: 'Recall drill not found',
  closed: 'The drill is closed: a closed drill cannot be changed',
  drillIdInvalid: 'drillId must be a positive whole number',
  ambiguous: (code: string) => `Several materials have a lot ${code}: choose the material (material_id)`,
};

/** Start from a lot: its code, and the material when the code is not unique. */
export const startDrillBody = traceLotBody;
export type StartDrillBody = z.output<typeof startDrillBody>;

export const drillParams = z.object({ drillId: positiveId(drillMessages.drillIdInvalid) });

const drillText = z
  .string()
  .max(LONG_TEXT_MAX, { message: tooLong('notes', LONG_TEXT_MAX) })
  .transform((s) => s.trim());

export const drillNotesBody = z.object({ notes: drillText.optional(), gaps: drillText.optional() }).strict();
export type DrillNotesBody = z.output<typeof drillNotesBody>;

export const drillSummary = z
  .object({
    id: z.number().int(),
    material_id: z.number().int(),
    material_name: z.string(),
    lot_id: z.number().int(),
    lot_code: z.string(),
    status: z.enum(['open', 'closed']),
    started_at: isoDateTime,
    closed_at: isoDateTime.nullable(),
    started_by: z.string(),
    /** Minutes from start to close; null while open (the timer runs from started_at on the client). */
    elapsed_minutes: z.number().nullable(),
    target_minutes: z.number(),
    tolerance_percent: z.number(),
    /** Frozen at close: null while open. */
    accounted_percent: z.number().nullable(),
    /** Null while open; at close: within target time AND mass balance within tolerance. */
    passed: z.boolean().nullable(),
    notes: z.string(),
    gaps: z.string(),
  })
  .meta({ id: 'RecallDrillSummary' });
export type DrillSummary = z.infer<typeof drillSummary>;

export const drillView = drillSummary
  .extend({
    /** While open: so far (the time since started_at is within the target). */
    within_time: z.boolean(),
    within_tolerance: z.boolean(),
    trace: traceResult,
    mass_balance: massBalance,
  })
  .meta({ id: 'RecallDrill' });
export type DrillView = z.infer<typeof drillView>;

export const drillListQuery = pagingQuery;
export const drillList = listOf(drillSummary).meta({ id: 'RecallDrillList' });
export type DrillList = z.infer<typeof drillList>;
