import type { ImportPreview, ImportRow } from '@bp/shared/contracts/csv-import.ts';
import { countOf, type CsvEntity } from './csv-entities.ts';

/** What the dialog tells the user about a checked file, and whether Import may be pressed. */
export interface PreviewSummary {
  canImport: boolean;
  /** Every row that has problems, in file order. */
  badRows: ImportRow[];
  headline: string;
}

export const NOTHING_IMPORTED_UNTIL_VALID = 'Nothing will be imported until every row is valid.';

export const summarizePreview = (preview: ImportPreview, entity: CsvEntity): PreviewSummary => {
  const badRows = preview.rows.filter((r) => r.errors.length > 0);
  const invalid = Math.max(preview.invalid_rows, badRows.length);
  const canImport = preview.valid && invalid === 0 && preview.total_rows > 0;
  const headline = canImport
    ? `All ${preview.total_rows} rows are valid: ${countOf(preview.total_rows, entity)} ready to import.`
    : `${invalid} of ${preview.total_rows} rows ${invalid === 1 ? 'has' : 'have'} problems. ${NOTHING_IMPORTED_UNTIL_VALID}`;
  return { canImport, badRows, headline };
};

/** The outcome line after an import. */
export const importedText = (imported: number, replayed: boolean, entity: CsvEntity): string =>
  replayed
    ? `This file was already imported (${countOf(imported, entity)}); nothing was imported twice.`
    : `Imported ${countOf(imported, entity)}.`;

/** A row's identifying cell for the bad-rows table: its name, else the first filled cell. */
export const rowLabel = (row: ImportRow): string =>
  row.values.name?.trim() ||
  Object.values(row.values)
    .find((v) => v.trim() !== '')
    ?.trim() ||
  '';
