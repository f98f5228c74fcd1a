import {
  IMPORT_CELL_ECHO,
  IMPORT_CELL_MAX,
  type ImportRow,
  importMessages,
  normalizeHeader,
} from '@bp/shared/contracts/csv-import.ts';
import { zodMessage } from '@bp/shared/contracts/zod-message.ts';
import { z } from 'zod';
import { type CsvRecord, unescapeCell } from '../../lib/csv.ts';
import { textKey } from './text-key.ts';

/** The columns of one entity's CSV. */
export interface CsvColumns {
  columns: readonly string[];
  required: readonly string[];
  /** Other header spellings people use, already normalised (e.g. `uom` for unit_of_measure). */
  aliases: Readonly<Record<string, string>>;
}

export type HeaderMapping = { ok: true; columns: string[] } | { ok: false; message: string };

/** Maps each header cell to a column; refuses unknown, repeated and missing required columns. */
export const mapHeader = (header: readonly string[], spec: CsvColumns): HeaderMapping => {
  const columns: string[] = [];
  for (const cell of header) {
    const normalized = normalizeHeader(cell);
    // Own keys only: `__proto__` or `constructor` in a header must not find Object's members.
    const column = spec.columns.includes(normalized)
      ? normalized
      : Object.hasOwn(spec.aliases, normalized)
        ? spec.aliases[normalized]
        : undefined;
    if (!column) return { ok: false, message: importMessages.unknownColumn(cell.trim()) };
    if (columns.includes(column)) return { ok: false, message: importMessages.duplicateColumn(column) };
    columns.push(column);
  }
  const missing = spec.required.find((c) => !columns.includes(c));
  return missing ? { ok: false, message: importMessages.missingColumn(missing) } : { ok: true, columns };
};

export interface CsvRow {
  row: number;
  /** Every column of the entity ('' when the file lacks it or the cell is empty). */
  values: Record<string, string>;
  /** Structural problems (too many cells). */
  errors: string[];
}

export const rowsOf = (
  records: readonly CsvRecord[],
  columns: readonly string[],
  spec: CsvColumns,
): CsvRow[] =>
  records.map(({ row, cells }) => {
    const values: Record<string, string> = Object.fromEntries(spec.columns.map((c) => [c, '']));
    const errors =
      cells.length > columns.length ? [importMessages.wrongCellCount(columns.length, cells.length)] : [];
    columns.forEach((column, i) => {
      const cell = unescapeCell(cells[i] ?? '');
      // A huge cell is refused, and the answer (the preview echoes every row) stays small.
      if (cell.length > IMPORT_CELL_MAX) errors.push(importMessages.cellTooLong(column));
      values[column] = cell.length > IMPORT_CELL_MAX ? `${cell.slice(0, IMPORT_CELL_ECHO)}…` : cell;
    });
    return { row, values, errors };
  });

/** Every message of a failed parse (the form shows one per field; a row lists them all). */
export const issueMessages = (error: z.ZodError): string[] => [
  ...new Set(error.issues.map((issue) => zodMessage(new z.ZodError([issue])))),
];

/** The outcome of checking one row: its errors, or the draft it will store. */
export interface RowCheck<D> {
  errors: string[];
  draft?: D;
}

export interface CheckedRows<D> {
  rows: ImportRow[];
  drafts: D[];
  invalid: number;
}

/**
 * Another value besides the name that names one entity of the company (a material's GTIN): its
 * key in a draft, the keys in use (key to id) and the messages for a taken or repeated one.
 */
export interface UniqueField<D> {
  keyOf(draft: D): string | undefined;
  existing: ReadonlyMap<string, number>;
  taken(key: string): string;
  duplicateInFile(row: number): string;
}

/**
 * Checks every row: its own rules (`check`), names repeated in the file, and names already
 * used by another entity (`existing`: name key to id), and the same for `unique` when given.
 * `ownIds` are ids of this very import (a retried import meets its own earlier rows, which are
 * not conflicts).
 */
export const checkRows = <D extends { name: string }>(
  rows: readonly CsvRow[],
  check: (values: Record<string, string>) => RowCheck<D>,
  existing: ReadonlyMap<string, number>,
  nameTaken: string,
  ownIds: (id: number) => boolean,
  unique?: UniqueField<D>,
): CheckedRows<D> => {
  const firstRowOfName = new Map<string, number>();
  const firstRowOfUnique = new Map<string, number>();
  const drafts: D[] = [];
  let invalid = 0;
  const checked = rows.map((r): ImportRow => {
    const result = check(r.values);
    const errors = [...r.errors, ...result.errors];
    const name = result.draft?.name ?? r.values.name ?? '';
    const key = textKey(name);
    if (key) {
      const first = firstRowOfName.get(key);
      if (first !== undefined) errors.push(importMessages.duplicateInFile(first));
      else firstRowOfName.set(key, r.row);
      const owner = existing.get(key);
      if (owner !== undefined && !ownIds(owner)) errors.push(nameTaken);
    }
    const uniqueKey = unique && result.draft ? unique.keyOf(result.draft) : undefined;
    if (unique && uniqueKey) {
      const first = firstRowOfUnique.get(uniqueKey);
      if (first !== undefined) errors.push(unique.duplicateInFile(first));
      else firstRowOfUnique.set(uniqueKey, r.row);
      const owner = unique.existing.get(uniqueKey);
      if (owner !== undefined && !ownIds(owner)) errors.push(unique.taken(uniqueKey));
    }
    if (errors.length) invalid++;
    else if (result.draft) drafts.push(result.draft);
    return { row: r.row, values: r.values, errors };
  });
  return { rows: checked, drafts, invalid };
};

/** A cell as a request body value: '' is absent. */
export const cell = (values: Record<string, string>, column: string): string | undefined => {
  const value = values[column];
  return value === undefined || value.trim() === '' ? undefined : value;
};
