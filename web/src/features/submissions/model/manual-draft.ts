import type { SubmissionKindSpec } from '@bp/shared/contracts/submissions/kind.ts';
import type { FieldKind } from '@bp/shared/contracts/submissions/fields.ts';
import type { SubmitBodyOf } from '@bp/shared/contracts/submissions/kind-types.ts';
import type { UnknownLot } from '@bp/shared/contracts/unknown-lots.ts';
import { SPLIT_SUPPLIER_LOT } from '@bp/shared/contracts/supplier-lot-repeat.ts';
import { parseQuantity } from '@bp/shared/quantity/quantity.ts';
import { confirmRows } from '../../../lib/unknown-lots.ts';
import type { ManualLayout, UiField } from './manual-layout.ts';

/** A chosen record, as the pickers hold it. */
export interface RefValue {
  id: number;
  name: string;
}
/** Text, date and quantity fields as typed; refs as the chosen record. */
export type DraftValue = string | RefValue | null;
export type DraftValues = Record<string, DraftValue>;
export interface DraftRow {
  /** React's key: the stored row's id or a local one. */
  key: string;
  /** The stored row's id; null while the row is being created. */
  id?: number | null;
  values: DraftValues;
}
export interface Draft {
  header: DraftValues;
  rows: DraftRow[];
}

type Answer = Record<string, unknown>;

const isRef = (f: UiField) => f.input === 'material' || f.input === 'supplier' || f.input === 'customer';

/** The answer's value of a field as the form holds it; a ref's name is read from its declared name field. */
const draftValue = (f: UiField, kind: FieldKind | undefined, answer: Answer): DraftValue => {
  const value = answer[f.name];
  if (isRef(f)) {
    if (typeof value !== 'number') return null;
    const nameField = kind?.type === 'ref' ? kind.name : '';
    return { id: value, name: String(answer[nameField] ?? '') };
  }
  return value === null || value === undefined ? '' : String(value);
};

/** A stored submission's or row's fields as the form holds them. */
export const valuesOf = (fields: UiField[], set: SubmissionKindSpec['header'], answer: Answer): DraftValues =>
  Object.fromEntries(fields.map((f) => [f.name, draftValue(f, set[f.name], answer)]));

/** Fields as a new form holds them: empty text, no chosen record. */
export const emptyValues = (fields: UiField[]): DraftValues =>
  Object.fromEntries(fields.map((f) => [f.name, isRef(f) ? null : '']));

let nextKey = 0;
/** A new row: empty fields, no material (spec 001 section 4). */
export const emptyRow = (layout: ManualLayout): DraftRow => ({
  key: `new-${++nextKey}`,
  values: emptyValues(layout.rows),
});

/** The form for a stored submission and its rows; at least one row to type into. */
export const draftFrom = (
  spec: SubmissionKindSpec,
  layout: ManualLayout,
  submission: Answer,
  rows: readonly Answer[],
): Draft => {
  const loaded = rows.map((row) => ({
    key: `row-${String(row.id)}`,
    id: typeof row.id === 'number' ? row.id : null,
    values: valuesOf(layout.rows, spec.row, row),
  }));
  return {
    header: valuesOf(layout.header, spec.header, submission),
    rows: loaded.length > 0 ? loaded : [emptyRow(layout)],
  };
};

export const refOf = (value: DraftValue | undefined): RefValue | null =>
  value && typeof value === 'object' ? value : null;
export const textOf = (value: DraftValue | undefined): string => (typeof value === 'string' ? value : '');

/** What the submit body carries for a field: ids, exact numbers, trimmed text, null when empty. */
export const bodyValue = (f: UiField, value: DraftValue | undefined): string | number | null => {
  if (isRef(f)) return refOf(value)?.id ?? null;
  const text = textOf(value).trim();
  if (text === '') return null;
  if (f.input === 'quantity') {
    const parsed = parseQuantity(text);
    return parsed.ok ? parsed.value / 1000 : text;
  }
  return text;
};

/**
 * What saving one edited field sends (spec 001 section 4: only when changed): null when the
 * value is the saved one, or when a quantity is not a number yet (the rules show that).
 */
export const fieldChange = (
  f: UiField,
  now: DraftValue | undefined,
  before: DraftValue | undefined,
): { value: string | number | null } | null => {
  const value = bodyValue(f, now);
  if (value === bodyValue(f, before)) return null;
  if (f.input === 'quantity' && typeof value === 'string') return null;
  return { value };
};

/** What a material adds to its row on submit (its type, for production rows). */
export interface MaterialFacts {
  traceable: boolean;
  material_type: string;
  unit_of_measure: string;
}

/**
 * The manual submit body (docs/submissions.md): the header fields and every row, the rows
 * replacing the stored ones. Header fields the rows repeat (the receipt date) are copied in.
 */
export const submitBody = (
  spec: Pick<SubmissionKindSpec, 'rowsKey' | 'rowRoles'>,
  layout: ManualLayout,
  draft: Draft,
  submissionId: number,
  material: (id: number) => MaterialFacts | undefined,
  /** Lots not in stock the user said to use anyway: their rows carry the confirmation. */
  confirmedLots: readonly UnknownLot[] = [],
  /** Rows (by key) keeping a supplier lot that arrived before as a new lot: split_supplier_lot. */
  splitKeys: ReadonlySet<string> = new Set(),
) => {
  const header = Object.fromEntries(layout.header.map((f) => [f.name, bodyValue(f, draft.header[f.name])]));
  const rows = draft.rows.map((row) => {
    const values: Record<string, string | number | boolean | null> = Object.fromEntries(
      layout.rows.map((f) => [f.name, bodyValue(f, row.values[f.name])]),
    );
    for (const [rowField, headerField] of Object.entries(layout.headerIntoRows ?? {}))
      values[rowField] = header[headerField] ?? null;
    const chosen = refOf(row.values[layout.row.material]);
    if (layout.row.materialType && chosen)
      values[layout.row.materialType] = material(chosen.id)?.material_type ?? null;
    if (splitKeys.has(row.key)) values[SPLIT_SUPPLIER_LOT] = true;
    return values;
  });
  const confirmed = confirmRows(rows, spec.rowRoles, confirmedLots);
  // The index signature of a wide kind's body cannot hold the rows' list; the server parses it.
  return {
    submission_id: submissionId,
    ...header,
    [spec.rowsKey]: confirmed,
  } as unknown as SubmitBodyOf<SubmissionKindSpec>;
};
