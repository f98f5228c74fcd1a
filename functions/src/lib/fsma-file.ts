import { PassThrough, Readable } from 'node:stream';
import {
  FSMA_COLUMNS,
  type FsmaExportQuery,
  type FsmaFormat,
  type FsmaRow,
} from '@bp/shared/contracts/trace.ts';
import { csvChunks } from './csv.ts';
import { streamXlsx } from './xlsx.ts';

const LABELS = FSMA_COLUMNS.map(([, label]) => label);
const SHEET = 'FSMA 204';

/** `fsma204-lot-ABC-2026-11-24` or `fsma204-2026-01-01-to-2026-03-31`. */
const fileStem = (q: FsmaExportQuery, today: string): string => {
  const scope = q.lot_code ? `lot-${q.lot_code.replace(/[^A-Za-z0-9._-]+/g, '_')}` : '';
  const range = q.start_date && q.end_date ? `${q.start_date}-to-${q.end_date}` : today;
  return ['fsma204', scope, range].filter(Boolean).join('-');
};

const cells = (row: FsmaRow): string[] => FSMA_COLUMNS.map(([key]) => row[key]);

const FORMATS = {
  csv: {
    contentType: 'text/csv; charset=utf-8',
    body: (rows: string[][]): Readable => Readable.from(csvChunks(LABELS, rows)),
  },
  xlsx: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body: (rows: string[][]): Readable => {
      const out = new PassThrough();
      streamXlsx(SHEET, LABELS, rows, out).catch((error: unknown) => out.destroy(error as Error));
      return out;
    },
  },
} as const satisfies Record<FsmaFormat, unknown>;

/** The FSMA 204 spreadsheet of `rows` as a stream (CSV in chunks, Excel through exceljs's streaming writer). */
export const fsmaFile = (format: FsmaFormat, query: FsmaExportQuery, rows: readonly FsmaRow[]) => {
  const { contentType, body } = FORMATS[format];
  return {
    filename: `${fileStem(query, new Date().toISOString().slice(0, 10))}.${format}`,
    contentType,
    body: body(rows.map(cells)),
  };
};
