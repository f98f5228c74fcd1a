import Papa from 'papaparse';

/**
 * CSV reading and writing for imports and exports (papaparse). Exports are safe to open in a
 * spreadsheet: a cell that starts like a formula is prefixed with a quote, and imports take that
 * quote off again, so an exported file re-imports to the same values.
 */

export interface CsvRecord {
  /** Row number as a spreadsheet shows it (the header is row 1). */
  row: number;
  cells: string[];
}

export type CsvReadResult =
  | { ok: true; header: string[]; records: CsvRecord[] }
  | { ok: false; reason: string };

const FORMULA_START = /^[=+\-@\t\r]/;

/** Reads CSV text: the first non-empty record is the header; blank records are skipped but counted. */
export const readCsv = (text: string): CsvReadResult => {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    skipEmptyLines: false,
    delimitersToGuess: [',', ';', '\t', '|'],
  });
  const fatal = parsed.errors.find((e) => e.type === 'Quotes');
  if (fatal) return { ok: false, reason: `${fatal.message} (row ${(fatal.row ?? 0) + 1})` };
  const records: CsvRecord[] = [];
  let header: string[] | null = null;
  parsed.data.forEach((cells, index) => {
    if (cells.every((c) => c.trim() === '')) return;
    if (header === null) header = cells;
    else records.push({ row: index + 1, cells });
  });
  if (header === null) return { ok: false, reason: 'no header row' };
  return { ok: true, header, records };
};

/** Undoes the export's formula guard: `'=x` is read as `=x`. */
export const unescapeCell = (value: string): string =>
  value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;

/** Formula guard (CSV injection): `=x` is written as `'=x`. */
export const escapeCell = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);

export type CsvValue = string | number | boolean | null | undefined;

/** CSV text with a header row, CRLF line ends and a BOM so spreadsheets read it as UTF-8. */
export const writeCsv = (columns: readonly string[], rows: readonly Record<string, CsvValue>[]): string => {
  const data = rows.map((row) =>
    columns.map((column) => {
      const value = row[column];
      return value === null || value === undefined ? '' : escapeCell(String(value));
    }),
  );
  return `\uFEFF${Papa.unparse({ fields: [...columns], data }, { newline: '\r\n' })}\r\n`;
};

/**
 * The same CSV as writeCsv, as text chunks of `rowsPerChunk` rows, for streaming a large export
 * without building it as one string.
 */
export function* csvChunks(
  columns: readonly string[],
  rows: readonly (readonly string[])[],
  rowsPerChunk = 2000,
): Generator<string> {
  yield `\uFEFF${Papa.unparse([[...columns]], { newline: '\r\n' })}\r\n`;
  for (let i = 0; i < rows.length; i += rowsPerChunk) {
    const data = rows.slice(i, i + rowsPerChunk).map((row) => row.map((v) => escapeCell(v)));
    yield `${Papa.unparse(data, { newline: '\r\n' })}\r\n`;
  }
}
