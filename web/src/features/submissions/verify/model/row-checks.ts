import type { SubmissionKindSpec } from '@bp/shared/contracts/submissions/kind.ts';
import type { VerifyLayout } from './verify-layout.ts';
import { isDoubtful, LOW_CONFIDENCE } from '@bp/shared/contracts/submissions/confidence.ts';

/** A row as the screen holds it: the answer's fields by name (rows are walked generically). */
export type RowValues = Record<string, unknown>;

/** What the rules need to know of a row's material. */
export interface MaterialFacts {
  traceable: boolean;
}

export const ROW_NEEDS_CORRECTION = 'Row requires correction';

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const num = (v: unknown): number | null => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v);
    return Number.isFinite(n) ? n : null;
  }
  return null;
};

/** The recognised flag a ref declares (goods receipts), else "has an id". */
export const isRefRecognised = (spec: SubmissionKindSpec, row: RowValues, field: string): boolean => {
  const kind = spec.row[field];
  const id = row[field];
  if (typeof id !== 'number') return false;
  if (kind?.type === 'ref' && kind.recognised) return row[kind.recognised] !== false;
  return true;
};

/**
 * Why a row cannot be verified yet (spec 001 sections 4 and 5); empty when it can. The material
 * is missing or unrecognised, the quantity missing or not above zero, the lot code missing for
 * a traceable material, and for goods receipts the supplier unrecognised or missing.
 */
export const rowProblems = (
  spec: SubmissionKindSpec,
  layout: VerifyLayout,
  row: RowValues,
  material: MaterialFacts | undefined,
): string[] => {
  const { roles } = layout;
  const problems: string[] = [];
  if (!isRefRecognised(spec, row, roles.material)) problems.push('Material is required');
  if (roles.supplier && !isRefRecognised(spec, row, roles.supplier)) problems.push('Supplier is required');
  const quantity = num(row[roles.quantity]);
  if (quantity === null) problems.push('Quantity is required');
  else if (quantity <= 0) problems.push('Must be greater than 0 to verify');
  if (material?.traceable && text(row[roles.lot]) === '') problems.push('Required for traceable materials');
  // The material's facts are still loading: its traceability is unknown, so wait for it.
  if (typeof row[roles.material] === 'number' && !material) problems.push('Loading material');
  return problems;
};

/** Production: date, product, non-blank outgoing lot, quantity produced > 0, unit (section 5). */
const productionHeaderReady = (h: RowValues) =>
  Boolean(text(h.production_date)) &&
  typeof h.product_id === 'number' &&
  text(h.outgoing_lot) !== '' &&
  (num(h.quantity_produced) ?? 0) > 0 &&
  text(h.quantity_unit) !== '';

/** Shipment: the Verify button waits for a customer and a date (section 4). */
const shipmentHeaderReady = (h: RowValues) =>
  typeof h.customer_id === 'number' && Boolean(text(h.shipment_date));

/** Whether the header card's Verify button is enabled; kinds without a header card: always. */
export const headerReady = (kind: SubmissionKindSpec['kind'], header: RowValues): boolean => {
  if (kind === 'production') return productionHeaderReady(header);
  if (kind === 'shipment') return shipmentHeaderReady(header);
  return true;
};

export interface SubmitState {
  rowCount: number;
  verifiedCount: number;
  pendingRows: number;
  headerVerified: boolean;
  archived: boolean;
}

/** Submit: every row verified, at least one row, the header verified, nothing still saving. */
export const canSubmit = (s: SubmitState): boolean =>
  s.rowCount > 0 && s.verifiedCount === s.rowCount && s.pendingRows === 0 && s.headerVerified && !s.archived;

/** "Flour " and "flour" are the same raw text (section 4: case-insensitive, trimmed). */
export const sameRawText = (a: unknown, b: unknown): boolean =>
  text(a) !== '' && text(a).toLowerCase() === text(b).toLowerCase();

/**
 * The other rows a choice for `field` on `chosen` also applies to: unrecognised rows whose raw
 * text (the ref's name field) is the chosen row's, compared case-insensitively and trimmed.
 */
export const rowsWithSameRawText = <R extends RowValues>(
  spec: SubmissionKindSpec,
  rows: readonly R[],
  chosen: R,
  field: string,
): R[] => {
  const kind = spec.row[field];
  if (kind?.type !== 'ref') return [];
  const raw = chosen[kind.name];
  return rows.filter(
    (r) =>
      r !== chosen &&
      r.id !== chosen.id &&
      !isRefRecognised(spec, r, field) &&
      sameRawText(r[kind.name], raw),
  );
};

/** row_index of a new row: the largest existing plus one (the first is 1). */
export const nextRowIndex = (rows: readonly RowValues[]): number =>
  rows.reduce((max, r) => Math.max(max, typeof r.row_index === 'number' ? r.row_index : 0), 0) + 1;

/** Below this a transcribed field is marked for a second look (one threshold, tuned on the bench). */
export { LOW_CONFIDENCE };

/** A field's confidence when the pipeline sent one (`confidence: {field: 0..1}`), else undefined. */
export const fieldConfidence = (row: RowValues, field: string): number | undefined => {
  const all = row.confidence;
  if (!all || typeof all !== 'object') return undefined;
  const value = (all as Record<string, unknown>)[field];
  return typeof value === 'number' ? value : undefined;
};

/** A value read with doubt: marked. An empty field is not (there is nothing to check, and a required one says so). */
export const isLowConfidence = (row: RowValues, field: string): boolean =>
  isDoubtful(row[field], fieldConfidence(row, field));

/** Whether any of these fields of these parts is marked: the screen then explains the mark. */
export const anyLowConfidence = (parts: readonly RowValues[], fields: readonly string[]): boolean =>
  parts.some((part) => fields.some((field) => isLowConfidence(part, field)));

/** A partial row or header as sent: field name -> value (null clears). */
export type FieldBody = Record<string, string | number | boolean | null>;
