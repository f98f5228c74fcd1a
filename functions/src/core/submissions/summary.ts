import type { FieldValues } from '@bp/shared/contracts/submissions/fields.ts';
import type { SubmissionKindSpec } from '@bp/shared/contracts/submissions/kind.ts';
import {
  SUMMARY_DATES_KEPT,
  SUMMARY_LOTS_KEPT,
  SUMMARY_PARTIES_KEPT,
  type SubmissionSummary,
} from '@bp/shared/contracts/submissions/summary.ts';
import type { RowRecord, RowsSummary } from './records.ts';

/**
 * The list's summary of a submission (docs/submissions.md, List summary). The rows' part is
 * computed here whenever rows are written and kept on the submission item; the header's part is
 * read off the header when the list answers, so a header edit needs no rows.
 */

const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** Distinct values in first-seen order. */
const distinct = (values: Iterable<string | null>): string[] => [
  ...new Set([...values].filter((v): v is string => v !== null)),
];

/** The display name a ref field holds (`supplier_id` -> its `supplier_name`). */
const refName = (fields: SubmissionKindSpec['row'], name: string | undefined, values: FieldValues) => {
  const kind = name ? fields[name] : undefined;
  return kind?.type === 'ref' ? textOf(values[kind.name]) : null;
};

const valueOf = (name: string | undefined, values: FieldValues) => (name ? textOf(values[name]) : null);

/** The rows' part, bounded: at most SUMMARY_*_KEPT of each, the lot count kept whole. */
export const summariseRows = (spec: SubmissionKindSpec, rows: readonly RowRecord[]): RowsSummary => {
  const ordered = [...rows].sort((a, b) => a.rowIndex - b.rowIndex || a.id - b.id);
  const lots = distinct(ordered.map((r) => valueOf(spec.rowRoles.lot, r.fields)));
  return {
    parties: distinct(ordered.map((r) => refName(spec.row, spec.rowRoles.supplier, r.fields))).slice(
      0,
      SUMMARY_PARTIES_KEPT,
    ),
    dates: distinct(ordered.map((r) => valueOf(spec.rowRoles.date, r.fields)))
      .sort()
      .slice(0, SUMMARY_DATES_KEPT),
    lots: lots.slice(0, SUMMARY_LOTS_KEPT),
    lotCount: lots.length,
    rowCount: rows.length,
  };
};

export const NO_ROWS: RowsSummary = { parties: [], dates: [], lots: [], lotCount: 0, rowCount: 0 };

/**
 * The summary a list item answers: the header's party, date and lot first, then the rows'.
 * A submission stored before summaries were kept (`rows` undefined) answers its header's part
 * and `row_count` null.
 */
export const listSummary = (
  spec: SubmissionKindSpec,
  header: FieldValues,
  rows: RowsSummary | undefined,
): SubmissionSummary => {
  const roles = spec.headerRoles ?? {};
  const part = rows ?? { ...NO_ROWS, rowCount: null };
  const headerLot = valueOf(roles.lot, header);
  const lots = distinct([headerLot, ...part.lots]);
  return {
    parties: distinct([refName(spec.header, roles.party, header), ...part.parties]),
    date: valueOf(roles.date, header) ?? part.dates[0] ?? null,
    lots: lots.slice(0, SUMMARY_LOTS_KEPT),
    lot_count: part.lotCount + (headerLot !== null && !part.lots.includes(headerLot) ? 1 : 0),
    row_count: part.rowCount,
  };
};

/**
 * Whether a search term names the submission: a case-insensitive part of a party's name, a
 * lot code or a date (the header's or any row's kept). An empty term matches everything.
 */
export const matchesSearch = (
  summary: SubmissionSummary,
  rows: RowsSummary | undefined,
  term: string | undefined,
): boolean => {
  const needle = term?.trim().toLowerCase();
  if (!needle) return true;
  const haystack = [...summary.parties, ...summary.lots, summary.date, ...(rows?.dates ?? [])];
  return haystack.some((value) => value !== null && value.toLowerCase().includes(needle));
};

/** The rows a change leaves: `remove` gone, `put` replacing rows of the same id or added. */
export const rowsAfterChange = (
  rows: readonly RowRecord[],
  change: { put: readonly RowRecord[]; remove: readonly RowRecord[] },
): RowRecord[] => {
  const gone = new Set([...change.remove, ...change.put].map((r) => r.id));
  return [...rows.filter((r) => !gone.has(r.id)), ...change.put];
};
