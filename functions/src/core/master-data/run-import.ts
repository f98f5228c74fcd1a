import { createHash } from 'node:crypto';
import {
  IMPORT_MAX_ROWS,
  type CsvImportBody,
  type ImportPreview,
  type ImportRefusal,
  type ImportResult,
  importMessages,
} from '@bp/shared/contracts/csv-import.ts';
import { invalid, conflict } from '../errors.ts';
import { readCsv } from '../../lib/csv.ts';
import {
  type CheckedRows,
  type CsvColumns,
  type CsvRow,
  type RowCheck,
  checkRows,
  mapHeader,
  rowsOf,
} from './csv-rows.ts';

/**
 * CSV import of one kind of master data. Every row is checked first (the create route's schema,
 * cross-row and stored-data rules); one invalid row and nothing is written. A valid file is
 * written in batches, each one transaction that also records the batch as applied, under an
 * import record keyed by the client's import_id or the file's hash: sending the same import
 * again after a failure part-way writes only the batches still missing, and once the import is
 * done answers `replayed` without writing.
 */

export interface ImportSpec<D extends { name: string }, R> {
  csv: CsvColumns;
  nameTaken: string;
  /** Reads what the rows are checked against: existing names (key to id) and a row checker. */
  prepare(companyId: number): Promise<{
    existing: ReadonlyMap<string, number>;
    check: (values: Record<string, string>) => RowCheck<D>;
  }>;
  toRecord(draft: D, id: number, now: string): R;
}

export interface ImportRecord {
  key: string;
  status: 'running' | 'done';
  first_id: number;
  count: number;
  content_hash: string;
}

export interface ImportStore<D, R> {
  find(companyId: number, key: string): Promise<ImportRecord | null>;
  /** Reserves the ids and records the import as running; answers the existing record if another request won. */
  start(companyId: number, key: string, count: number, contentHash: string): Promise<ImportRecord>;
  /** Writes every row (skipping batches already applied). */
  write(companyId: number, record: ImportRecord, rows: { draft: D; record: R }[]): Promise<void>;
  finish(companyId: number, record: ImportRecord): Promise<void>;
}

export interface ImportFile {
  columns: string[];
  rows: CsvRow[];
}

/** Reads the file and its header; 400 for a file that cannot be imported at all. */
export const readImportFile = (csv: string, spec: CsvColumns): ImportFile => {
  const read = readCsv(csv);
  if (!read.ok) throw invalid(importMessages.unreadable(read.reason));
  const header = mapHeader(read.header, spec);
  if (!header.ok) throw invalid(header.message);
  if (read.records.length === 0) throw invalid(importMessages.noRows);
  if (read.records.length > IMPORT_MAX_ROWS) throw invalid(importMessages.tooManyRows);
  return { columns: header.columns, rows: rowsOf(read.records, header.columns, spec) };
};

const check = async <D extends { name: string }, R>(
  spec: ImportSpec<D, R>,
  companyId: number,
  file: ImportFile,
  ownIds: (id: number) => boolean,
): Promise<CheckedRows<D>> => {
  const { existing, check: checkRow } = await spec.prepare(companyId);
  return checkRows(file.rows, checkRow, existing, spec.nameTaken, ownIds);
};

export const previewImport = async <D extends { name: string }, R>(
  spec: ImportSpec<D, R>,
  companyId: number,
  csv: string,
): Promise<ImportPreview> => {
  const file = readImportFile(csv, spec.csv);
  const checked = await check(spec, companyId, file, () => false);
  return {
    valid: checked.invalid === 0,
    columns: file.columns,
    total_rows: file.rows.length,
    valid_rows: file.rows.length - checked.invalid,
    invalid_rows: checked.invalid,
    rows: checked.rows,
  };
};

export type ImportOutcome = { ok: true; result: ImportResult } | { ok: false; refusal: ImportRefusal };

export const runImport = async <D extends { name: string }, R>(
  spec: ImportSpec<D, R>,
  store: ImportStore<D, R>,
  companyId: number,
  body: CsvImportBody,
  now: string,
): Promise<ImportOutcome> => {
  const contentHash = createHash('sha256').update(body.csv).digest('hex');
  const key = body.import_id ?? `sha256-${contentHash.slice(0, 48)}`;
  const file = readImportFile(body.csv, spec.csv);

  const previous = await store.find(companyId, key);
  if (previous && previous.content_hash !== contentHash) throw conflict(importMessages.importIdReused);
  if (previous?.status === 'done')
    return { ok: true, result: { import_id: key, imported: previous.count, replayed: true } };

  const ours = (record: ImportRecord | null) => (id: number) =>
    record !== null && id >= record.first_id && id < record.first_id + record.count;
  const checked = await check(spec, companyId, file, ours(previous));
  if (checked.invalid > 0) {
    return {
      ok: false,
      refusal: {
        message: importMessages.refused(checked.invalid),
        invalid_rows: checked.invalid,
        rows: checked.rows.filter((r) => r.errors.length).map((r) => ({ row: r.row, errors: r.errors })),
      },
    };
  }

  const record = previous ?? (await store.start(companyId, key, checked.drafts.length, contentHash));
  const rows = checked.drafts.map((draft, i) => ({
    draft,
    record: spec.toRecord(draft, record.first_id + i, now),
  }));
  await store.write(companyId, record, rows);
  await store.finish(companyId, record);
  return { ok: true, result: { import_id: key, imported: rows.length, replayed: false } };
};
