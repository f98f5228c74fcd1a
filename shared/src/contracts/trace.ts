import { z } from 'zod';
import { lotHold } from './holds.ts';
import { positiveId } from './common.ts';
import { LOT_CODE_MAX } from './inventory.ts';
import { emptyAsAbsent, isoDate } from './ledger.ts';
import { LOT_ORIGINS } from './lots.ts';
import { controlCharsMessage, isCleanLine, tooLong } from './master-data-fields.ts';
import { MATERIAL_TYPES } from './materials.ts';
import { quantityNumber } from './quantity-field.ts';
import { traceGraph, traceReceipt, traceShipment } from './trace-graph.ts';

export * from './trace-graph.ts';

/** Lot tracing (spec 001 sections 2, 3, 4, 5 and 7; issue 13). */

export const TRACE_TYPES = [
  'finished_good_recall',
  'ingredient_packaging_recall',
  'ambiguous_material',
] as const;
export type TraceType = (typeof TRACE_TYPES)[number];

export const traceMessages = {
  lotCodeRequired: 'Lot code is required',
  lotNotFound: (code: string) => `No lot with code ${code} was found`,
  lotNotFoundForMaterial: (code: string) => `No lot with code ${code} was found for this material`,
  materialNotFound: 'Material not found',
  ambiguous: (code: string) =>
    `Several materials have a lot with code ${code}. Choose the material to trace.`,
  materialIdInvalid: 'material_id must be a positive whole number',
  lotIdInvalid: 'lot_id must be a positive whole number',
  lotNotFoundById: 'Material lot not found',
  exportScope: 'Give a lot_code, or both start_date and end_date',
  dateOrder: 'start_date must not be after end_date',
} as const;

const lotCodeField = z
  .string({ message: traceMessages.lotCodeRequired })
  .trim()
  .min(1, { message: traceMessages.lotCodeRequired })
  .max(LOT_CODE_MAX, { message: tooLong('Lot code', LOT_CODE_MAX) })
  .refine(isCleanLine, { message: controlCharsMessage('Lot code') });

const optionalMaterialId = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  positiveId(traceMessages.materialIdInvalid).optional(),
);

/** POST /api/trace-lot: lot_code, and material_id to pick one of several materials with that code. */
export const traceLotBody = z.object({ lot_code: lotCodeField, material_id: optionalMaterialId });
export type TraceLotBody = z.output<typeof traceLotBody>;

export const queriedMaterialDetails = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string().nullable(),
  unit_of_measure: z.string(),
  material_type: z.enum(MATERIAL_TYPES),
});

/** The lot the code led to (a code merged away leads to its surviving lot). */
export const tracedLot = z.object({
  id: z.number().int(),
  lot_code: z.string(),
  origin: z.enum(LOT_ORIGINS),
  quantity_on_hand: quantityNumber,
  /** The lot's current hold (issue 21), null when not held. */
  hold: lotHold.nullable(),
  /** Set when the queried code was merged into this lot. */
  merged_from_code: z.string().nullable(),
});

/** An ingredient or packaging lot that went into a production run. */
export const ingredientUsed = z.object({
  material_id: z.number().int(),
  name: z.string(),
  lot_id: z.number().int(),
  lot_code: z.string(),
  /** The suppliers that delivered this lot (names joined by ', '), null when none did. */
  supplier: z.string().nullable(),
  quantity_used: quantityNumber,
  unit_of_measure: z.string(),
});

/** A production run that made the traced lot. */
export const productionRun = z.object({
  submission_id: z.number().int(),
  date: z.string(),
  quantity: quantityNumber,
  unit_of_measure: z.string(),
  ingredients_used: z.array(ingredientUsed),
});

/** A use of the traced lot in production, with the lot it went into. */
export const productionUsage = z.object({
  submission_id: z.number().int(),
  date: z.string(),
  quantity_used: quantityNumber,
  unit_of_measure: z.string(),
  finished_good: z.object({
    material_id: z.number().int(),
    name: z.string(),
    material_type: z.enum(MATERIAL_TYPES),
    lot_id: z.number().int(),
    lot_code: z.string(),
    current_inventory: quantityNumber,
    quantity_produced: quantityNumber,
    unit_of_measure: z.string(),
    shipments: z.array(traceShipment),
  }),
});

const traced = {
  queried_lot_code: z.string(),
  queried_material_details: queriedMaterialDetails,
  lot: tracedLot,
  /** The whole graph both ways (beyond the spec), beside the spec's one-step fields. */
  graph: traceGraph,
};

export const finishedGoodRecall = z.object({
  trace_type: z.literal('finished_good_recall'),
  ...traced,
  current_status: z.object({
    total_produced: quantityNumber,
    total_shipped: quantityNumber,
    quantity_in_inventory: quantityNumber,
  }),
  production_runs: z.array(productionRun),
  shipments: z.array(traceShipment),
});

export const ingredientPackagingRecall = z.object({
  trace_type: z.literal('ingredient_packaging_recall'),
  ...traced,
  current_status: z.object({
    total_received: quantityNumber,
    total_used_in_production: quantityNumber,
    /** Beside the spec's two: stock of this lot to hold. */
    quantity_in_inventory: quantityNumber,
  }),
  receipts: z.array(traceReceipt),
  usage_in_production: z.array(productionUsage),
  /** Runs that made this lot in-house (an intermediate); empty for a bought lot. */
  production_runs: z.array(productionRun),
});

export const ambiguousMaterial = z.object({
  trace_type: z.literal('ambiguous_material'),
  queried_lot_code: z.string(),
  message: z.string(),
  materials: z.array(
    z.object({ id: z.number().int(), name: z.string(), material_type: z.enum(MATERIAL_TYPES) }),
  ),
});

export const traceResult = z
  .discriminatedUnion('trace_type', [finishedGoodRecall, ingredientPackagingRecall, ambiguousMaterial])
  .meta({ id: 'LotTraceResult' });
export type TraceResult = z.infer<typeof traceResult>;
export type FinishedGoodRecall = z.infer<typeof finishedGoodRecall>;
export type IngredientPackagingRecall = z.infer<typeof ingredientPackagingRecall>;
export type AmbiguousMaterial = z.infer<typeof ambiguousMaterial>;

/** GET /api/trace-lot/mass-balance: one lot of one material. */
export const massBalanceQuery = z.object({
  material_id: positiveId(traceMessages.materialIdInvalid),
  lot_id: positiveId(traceMessages.lotIdInvalid),
});

/**
 * In = received + produced; out = used + shipped; adjusted is signed; each includes the entries of
 * the lots merged into this one, and merged_in is what those lots brought (already counted).
 * accounted_percent: (out + on hand) / in x 100, rounded to 0.1; null when nothing came in.
 */
export const massBalance = z
  .object({
    material_id: z.number().int(),
    material_name: z.string(),
    lot_id: z.number().int(),
    lot_code: z.string(),
    unit_of_measure: z.string(),
    received: quantityNumber,
    produced: quantityNumber,
    merged_in: quantityNumber,
    used_in_production: quantityNumber,
    shipped: quantityNumber,
    adjusted: quantityNumber,
    on_hand: quantityNumber,
    /** in - out + adjusted - on hand: what the records do not explain (0 when they add up). */
    unaccounted: quantityNumber,
    accounted_percent: z.number().nullable(),
  })
  .meta({ id: 'MassBalance' });
export type MassBalance = z.infer<typeof massBalance>;

/**
 * The FSMA 204 export (CSV or XLSX): the critical tracking events of a traced lot's whole graph
 * (lot_code, optional material_id) or of a date range (start_date and end_date, inclusive, on the
 * event's date); both given: the lot's events within the dates.
 */
const exportScopeFields = {
  lot_code: z.preprocess(emptyAsAbsent, lotCodeField.optional()),
  material_id: optionalMaterialId,
  start_date: z.preprocess(emptyAsAbsent, isoDate('start_date').optional()),
  end_date: z.preprocess(emptyAsAbsent, isoDate('end_date').optional()),
};

type ExportScope = { lot_code?: string; start_date?: string; end_date?: string };
const inScope = (q: ExportScope) =>
  q.lot_code !== undefined || (q.start_date !== undefined && q.end_date !== undefined);
const inOrder = (q: ExportScope) => !q.start_date || !q.end_date || q.start_date <= q.end_date;

export const fsmaExportQuery = z
  .object(exportScopeFields)
  .refine(inScope, { message: traceMessages.exportScope })
  .refine(inOrder, { message: traceMessages.dateOrder });
export type FsmaExportQuery = z.output<typeof fsmaExportQuery>;

export const FSMA_FORMATS = ['csv', 'xlsx'] as const;
export type FsmaFormat = (typeof FSMA_FORMATS)[number];

/**
 * POST /api/trace-lot/exports: the same scope as the export query, and the file's format. The
 * export runs outside the request (docs/trace.md, Asynchronous export).
 */
export const fsmaExportStart = z
  .object({
    ...exportScopeFields,
    format: z.enum(FSMA_FORMATS, { message: 'format must be csv or xlsx' }),
  })
  .refine(inScope, { message: traceMessages.exportScope })
  .refine(inOrder, { message: traceMessages.dateOrder });
export type FsmaExportStart = z.output<typeof fsmaExportStart>;

/**
 * How long an asynchronous export may stay pending: the worker's timeout (15 minutes) and a
 * minute of delivery. Past it the export is answered failed, whatever became of its invocation.
 */
export const EXPORT_DEADLINE_SECONDS = 16 * 60;

export const exportJobParams = z.object({
  export_id: z.string().regex(/^[0-9a-f-]{36}$/, { message: 'export_id is not an export id' }),
});

export const EXPORT_JOB_STATUSES = ['pending', 'done', 'failed'] as const;
export type ExportJobStatus = (typeof EXPORT_JOB_STATUSES)[number];

/**
 * An asynchronous export: `pending` (queued, or `started_at` once its worker runs), `done` with
 * the presigned link and the file's figures, or `failed` with `message`.
 */
export const fsmaExportJob = z
  .object({
    export_id: z.string(),
    status: z.enum(EXPORT_JOB_STATUSES),
    format: z.enum(FSMA_FORMATS),
    requested_at: z.string(),
    started_at: z.string().nullable(),
    finished_at: z.string().nullable(),
    message: z.string().optional(),
    url: z.string().optional(),
    filename: z.string().optional(),
    content_type: z.string().optional(),
    expires_in: z.number().int().optional(),
    rows: z.number().int().optional(),
    bytes: z.number().int().optional(),
  })
  .meta({ id: 'FsmaExportJob' });
export type FsmaExportJob = z.infer<typeof fsmaExportJob>;

/** How long an export's download link works; the bucket expires the object a day later. */
export const EXPORT_LINK_SECONDS = 15 * 60;

/**
 * The export's answer: the file is written to storage and downloaded from `url`, a presigned GET
 * valid for `expires_in` seconds (a year's export is far larger than a function may answer).
 */
export const fsmaExportLink = z
  .object({
    url: z.string(),
    filename: z.string(),
    content_type: z.string(),
    expires_in: z.number().int(),
    rows: z.number().int(),
    bytes: z.number().int(),
  })
  .meta({ id: 'FsmaExportLink' });
export type FsmaExportLink = z.infer<typeof fsmaExportLink>;

export const CTE_TYPES = ['receiving', 'transformation', 'shipping'] as const;
export type CteType = (typeof CTE_TYPES)[number];

/** The export's columns, in order (one row per critical tracking event and lot). */
export const FSMA_COLUMNS = [
  ['event_type', 'Critical Tracking Event'],
  ['event_date', 'Event Date'],
  ['traceability_lot_code', 'Traceability Lot Code'],
  ['product_description', 'Product Description'],
  ['sku', 'SKU'],
  ['quantity', 'Quantity'],
  ['unit_of_measure', 'Unit of Measure'],
  ['role', 'Role in Event'],
  ['tlc_source', 'Traceability Lot Code Source'],
  ['tlc_source_location', 'Traceability Lot Code Source Location'],
  ['other_party_role', 'Other Party Role'],
  ['other_party', 'Other Party'],
  ['other_party_location', 'Other Party Location'],
  ['reference_document_type', 'Reference Document Type'],
  ['reference_document_number', 'Reference Document Number'],
  // Not a key data element of the rule: the lot's hold now (issue 21), so a recall sheet says what is stopped.
  ['lot_status', 'Lot Status'],
  // The supplier's own code for a received lot (issue 21), kept apart from our Traceability Lot Code.
  ['supplier_lot_code', 'Supplier Lot Code'],
] as const;
export type FsmaColumn = (typeof FSMA_COLUMNS)[number][0];
export type FsmaRow = Record<FsmaColumn, string>;
