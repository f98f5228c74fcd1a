import { z } from 'zod';
import { isoDateTime, listOf, pagingQuery, positiveId } from './common.ts';
import { LONG_TEXT_MAX, tooLong } from './master-data-fields.ts';
import { PRODUCT_GROUP_MAX } from './materials.ts';
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
  startFromOne: 'Give a lot_code or a product_group to start a drill',
  startFromBoth: 'Give either a lot_code or a product_group, not both',
  productGroupInvalid: 'product_group must be text',
  materialIdWithGroup: 'material_id goes with a lot_code, not with a product_group',
  groupHasNoLot: (group: string) =>
    `Product group "${group}" has no lot to drill: none of its materials has a lot in stock or with movement`,
};

/** Which trace and mass balance a drill shows: the screen and the report say it the same way. */
export const drillFiguresText = (d: { status: 'open' | 'closed'; figures_as_of: string | null }): string =>
  d.figures_as_of !== null
    ? `Trace and mass balance as found when the drill closed (${d.figures_as_of.slice(0, 16).replace('T', ' ')} UTC).`
    : d.status === 'open'
      ? 'Trace and mass balance as they stand now: they are kept with the drill when it closes.'
      : 'Trace and mass balance as they stand now: this drill was closed before drills kept their figures.';

/** A group's name as a drill takes it: trimmed; blank is as if absent. */
const drillGroupField = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z
    .string({ message: drillMessages.productGroupInvalid })
    .trim()
    .max(PRODUCT_GROUP_MAX, { message: tooLong('product_group', PRODUCT_GROUP_MAX) })
    .optional(),
);

/**
 * Start from a lot (its code, and the material when the code is not unique), or from a product
 * group: the server then picks one of the group's lots at random. Exactly one of the two.
 */
export const startDrillBody = z
  .object({
    lot_code: traceLotBody.shape.lot_code.optional(),
    material_id: traceLotBody.shape.material_id,
    product_group: drillGroupField,
  })
  .superRefine((v, ctx) => {
    if (v.lot_code === undefined && v.product_group === undefined)
      ctx.addIssue({ code: 'custom', message: drillMessages.startFromOne });
    if (v.lot_code !== undefined && v.product_group !== undefined)
      ctx.addIssue({ code: 'custom', message: drillMessages.startFromBoth });
    if (v.lot_code === undefined && v.product_group !== undefined && v.material_id !== undefined)
      ctx.addIssue({ code: 'custom', message: drillMessages.materialIdWithGroup });
  });
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
    /** Set when the lot was picked at random from a product group: the group, as its materials spell it. */
    picked_from_group: z.string().nullable(),
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
    /**
     * When the trace and mass balance below were found: a closed drill's close (kept with it, so
     * its report never changes); null when they are read now (an open drill, or one closed before
     * drills kept their figures).
     */
    figures_as_of: isoDateTime.nullable(),
    trace: traceResult,
    mass_balance: massBalance,
  })
  .meta({ id: 'RecallDrill' });
export type DrillView = z.infer<typeof drillView>;

export const drillListQuery = pagingQuery;
export const drillList = listOf(drillSummary).meta({ id: 'RecallDrillList' });
export type DrillList = z.infer<typeof drillList>;

/** How recently each product group was drilled (a year's drills should cover every group). */
export const DRILL_COVERAGE_MONTHS = 12;

export const drillCoverageGroup = z
  .object({
    product_group: z.string(),
    material_count: z.number().int(),
    /** The start of the group's latest drill (a drill of one of its materials, or picked from it). */
    last_drilled_at: isoDateTime.nullable(),
    last_drill_id: z.number().int().nullable(),
    /** Not drilled in the last DRILL_COVERAGE_MONTHS months. */
    due: z.boolean(),
  })
  .meta({ id: 'RecallDrillCoverageGroup' });
export type DrillCoverageGroup = z.infer<typeof drillCoverageGroup>;

export const drillCoverage = z
  .object({ items: z.array(drillCoverageGroup), due_count: z.number().int() })
  .meta({ id: 'RecallDrillCoverage' });
export type DrillCoverage = z.infer<typeof drillCoverage>;
