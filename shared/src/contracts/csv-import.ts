import { z } from 'zod';

/**
 * CSV import and export of materials, suppliers and customers.
 *
 * Format: UTF-8, comma-separated, a header row of the entity's column names (matched without
 * regard to case, spaces, dashes or underscores; order free; unknown columns refused), one
 * entity per row. Row numbers count the header as row 1, as a spreadsheet shows them.
 * An import is all-or-nothing at validation: one invalid row and nothing is written.
 */

export const IMPORT_MAX_ROWS = 5000;
/** No field of any entity is longer; a longer cell is an error, and only its start is echoed back. */
export const IMPORT_CELL_MAX = 2000;
export const IMPORT_CELL_ECHO = 100;

export const importMessages = {
  csvRequired: 'csv is required',
  empty: 'The file is empty',
  noRows: 'The file has no rows to import',
  tooManyRows: `A file can hold at most ${IMPORT_MAX_ROWS} rows`,
  unreadable: (reason: string) => `The file could not be read as CSV: ${reason}`,
  missingColumn: (column: string) => `Missing column "${column}"`,
  unknownColumn: (column: string) => `Unknown column "${column}"`,
  duplicateColumn: (column: string) => `Column "${column}" appears twice`,
  wrongCellCount: (expected: number, found: number) => `Expected ${expected} cells, found ${found}`,
  cellTooLong: (column: string) => `The "${column}" cell is longer than ${IMPORT_CELL_MAX} characters`,
  duplicateInFile: (row: number) => `Same name as row ${row}`,
  refused: (invalid: number) =>
    `The file has ${invalid} invalid row${invalid === 1 ? '' : 's'}; nothing was imported`,
  importIdInvalid: 'import_id must be 8 to 100 letters, digits, dashes or underscores',
  importIdReused: 'This import_id was already used for a different file',
  running:
    'This file is being imported by another request right now; send it again in a minute to see the result',
  interrupted:
    'The import stopped part-way because the data changed meanwhile; send the same file again to finish it',
  unknownSupplier: (name: string) => `Unknown default supplier "${name}"`,
} as const;

/**
 * POST .../import/preview and POST .../import. `import_id` (e.g. a UUID the client makes when the
 * user picks the file) is the idempotency key; without it the file's content hash is.
 */
export const csvImportBody = z.object({
  csv: z
    .string({ message: importMessages.csvRequired })
    .refine((v) => v.trim() !== '', { message: importMessages.empty }),
  import_id: z
    .string({ message: importMessages.importIdInvalid })
    .regex(/^[A-Za-z0-9_-]{8,100}$/, { message: importMessages.importIdInvalid })
    .optional(),
});
export type CsvImportBody = z.infer<typeof csvImportBody>;

export const importRow = z
  .object({
    /** Row number in the file, the header being row 1. */
    row: z.number().int(),
    /** The row's cells by column name, as read. */
    values: z.record(z.string(), z.string()),
    errors: z.array(z.string()),
  })
  .meta({ id: 'ImportRow' });
export type ImportRow = z.infer<typeof importRow>;

export const importPreview = z
  .object({
    valid: z.boolean(),
    columns: z.array(z.string()),
    total_rows: z.number().int(),
    valid_rows: z.number().int(),
    invalid_rows: z.number().int(),
    rows: z.array(importRow),
  })
  .meta({ id: 'ImportPreview' });
export type ImportPreview = z.infer<typeof importPreview>;

export const importResult = z
  .object({
    import_id: z.string(),
    imported: z.number().int(),
    /** True when this import had already been done: nothing was written again. */
    replayed: z.boolean(),
  })
  .meta({ id: 'ImportResult' });
export type ImportResult = z.infer<typeof importResult>;

/** The 400 answer of an import with invalid rows: the message and only the invalid rows. */
export const importRefusal = z
  .object({
    message: z.string(),
    invalid_rows: z.number().int(),
    rows: z.array(importRow.pick({ row: true, errors: true })),
  })
  .meta({ id: 'ImportRefusal' });
export type ImportRefusal = z.infer<typeof importRefusal>;

/** How a header cell is matched to a column: lower case, spaces, dashes and slashes as underscores. */
export const normalizeHeader = (header: string): string =>
  header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s/-]+/g, '_');
