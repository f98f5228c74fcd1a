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
  type UniqueField,
  checkRows,
  mapHeader,
  rowsOf,
} from './csv-rows.ts';

/**
 * CSV import of one kind of master data. Every row is checked first (the create route's schema,
 * cross-row and stored-data rules); one invalid row and nothing is written. A valid file is
 * written in batches, each one transaction that also records the batch as applied, under an
 * import record keyed by the file's hash (whatever import_id the client sends with it):
 * - Resumable: sending the same file again after a failure part-way (any import_id, or none)
 *   finds the record, counts the rows it already wrote as its own, not as taken names, and
 *   writes only the batches still missing. Once the import is done it answers `replayed`.
 * - One writer: a request claims the record with a conditional write (a lease) before writing.
 *   A concurrent request for the same file waits for the claimant and answers `replayed`, or
 *   409 if it is still running; a lease left by a request that died expires and is taken over.
 */

export interface ImportSpec<D extends { name: string }, R> {
  csv: CsvColumns;
  nameTaken: string;
  /** Reads what the rows are checked against: existing names (key to id) and a row checker. */
  prepare(companyId: number): Promise<{
    existing: ReadonlyMap<string, number>;
    check: (values: Record<string, string>) => RowCheck<D>;
    /** Another unique value of the rows (a material's GTIN). */
    unique?: UniqueField<D>;
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
  /** Ties a client's import_id to the file's hash; 409 when it was used for another file. */
  bindId(companyId: number, importId: string, contentHash: string): Promise<void>;
  /**
   * Claims the import for this request: creates the record (reserving the ids) or takes over a
   * running one whose lease expired. `claimed: false` when another request holds it or it is done.
   */
  claim(
    companyId: number,
    key: string,
    count: number,
    contentHash: string,
  ): Promise<{ claimed: boolean; record: ImportRecord }>;
  /** Writes every row (skipping batches already applied). */
  write(companyId: number, record: ImportRecord, rows: { draft: D; record: R }[]): Promise<void>;
  /** Marks the import done and gives up the claim. */
  finish(companyId: number, record: ImportRecord): Promise<void>;
  /** Gives up the claim after a failure, so the same file sent again resumes at once. */
  release(companyId: number, record: ImportRecord): Promise<void>;
}

/** How long a request waits for a concurrent request importing the same file. */
export const IMPORT_WAIT_MS = 20_000;
const POLL_MS = 250;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
  const { existing, check: checkRow, unique } = await spec.prepare(companyId);
  return checkRows(file.rows, checkRow, existing, spec.nameTaken, ownIds, unique);
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
  waitMs = IMPORT_WAIT_MS,
): Promise<ImportOutcome> => {
  const contentHash = createHash('sha256').update(body.csv).digest('hex');
  const key = `sha256-${contentHash.slice(0, 48)}`;
  const importId = body.import_id ?? key;
  const file = readImportFile(body.csv, spec.csv);
  const replayed = (record: ImportRecord): ImportOutcome => ({
    ok: true,
    result: { import_id: importId, imported: record.count, replayed: true },
  });

  const ours = (record: ImportRecord | null) => (id: number) =>
    record !== null && id >= record.first_id && id < record.first_id + record.count;
  let previous = await store.find(companyId, key);
  if (previous?.status === 'done') return replayed(previous);
  let checked = await check(spec, companyId, file, ours(previous));
  if (checked.invalid > 0 && previous === null) {
    // A concurrent request may have started this very import (and written rows) since the find.
    previous = await store.find(companyId, key);
    if (previous?.status === 'done') return replayed(previous);
    if (previous) checked = await check(spec, companyId, file, ours(previous));
  }
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

  // Only a file that is imported takes the import_id: a refused one may be corrected and re-sent.
  if (body.import_id) await store.bindId(companyId, body.import_id, contentHash);
  const deadline = Date.now() + waitMs;
  for (;;) {
    const claim = await store.claim(companyId, key, checked.drafts.length, contentHash);
    if (claim.record.status === 'done') return replayed(claim.record);
    if (claim.claimed) {
      const record = claim.record;
      const rows = checked.drafts.map((draft, i) => ({
        draft,
        record: spec.toRecord(draft, record.first_id + i, now),
      }));
      try {
        await store.write(companyId, record, rows);
      } catch (error) {
        await store.release(companyId, record).catch(() => undefined);
        throw error;
      }
      await store.finish(companyId, record);
      return { ok: true, result: { import_id: importId, imported: rows.length, replayed: false } };
    }
    // Another request is importing this file: wait for it rather than write a second time.
    if (Date.now() >= deadline) throw conflict(importMessages.running);
    await sleep(POLL_MS);
    const current = await store.find(companyId, key);
    if (current?.status === 'done') return replayed(current);
  }
};
