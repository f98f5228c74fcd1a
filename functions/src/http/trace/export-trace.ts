import { randomUUID } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import { traceRoutes } from '@bp/shared/api/routes/trace.ts';
import {
  EXPORT_LINK_SECONDS,
  FSMA_COLUMNS,
  type FsmaExportLink,
  type FsmaExportQuery,
  type FsmaRow,
} from '@bp/shared/contracts/trace.ts';
import { exportKey } from '@bp/shared/documents.ts';
import { fsmaRows } from '../../core/trace/export-events.ts';
import { csvChunks } from '../../lib/csv.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { streamXlsx } from '../../lib/xlsx.ts';
import { exportStore, tracePorts } from '../../wiring/trace.ts';

const LABELS = FSMA_COLUMNS.map(([, label]) => label);
const SHEET = 'FSMA 204';

/** `fsma204-lot-ABC-2026-11-24` or `fsma204-2026-01-01-to-2026-03-31`. */
const fileStem = (q: FsmaExportQuery): string => {
  const scope = q.lot_code ? `lot-${q.lot_code.replace(/[^A-Za-z0-9._-]+/g, '_')}` : '';
  const range =
    q.start_date && q.end_date ? `${q.start_date}-to-${q.end_date}` : new Date().toISOString().slice(0, 10);
  return ['fsma204', scope, range].filter(Boolean).join('-');
};

const cells = (row: FsmaRow): string[] => FSMA_COLUMNS.map(([key]) => row[key]);

const FORMATS = {
  csv: {
    contentType: 'text/csv; charset=utf-8',
    body: (rows: string[][]) => Readable.from(csvChunks(LABELS, rows)),
  },
  xlsx: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body: (rows: string[][]) => {
      const out = new PassThrough();
      streamXlsx(SHEET, LABELS, rows, out).catch((error: unknown) => out.destroy(error as Error));
      return out;
    },
  },
} as const;

/**
 * The export is written to the bucket's exports prefix and answered as a presigned GET link (a
 * year's events are far more than the 6 MB a function may answer).
 */
const exportAs =
  (format: keyof typeof FORMATS) =>
  async ({ query, caller }: { query: FsmaExportQuery; caller: { companyId: number } }) => {
    const rows = (await fsmaRows(tracePorts, caller.companyId, query)).map(cells);
    const { contentType, body } = FORMATS[format];
    const filename = `${fileStem(query)}.${format}`;
    const stored = await exportStore.save(
      exportKey(caller.companyId, randomUUID(), filename),
      body(rows),
      contentType,
      filename,
      EXPORT_LINK_SECONDS,
    );
    const link: FsmaExportLink = {
      url: stored.url,
      filename,
      content_type: contentType,
      expires_in: EXPORT_LINK_SECONDS,
      rows: rows.length,
      bytes: stored.bytes,
    };
    return ok(link);
  };

export const exportTraceCsv = handles(route(traceRoutes, 'exportTraceCsv'), exportAs('csv'));
export const exportTraceXlsx = handles(route(traceRoutes, 'exportTraceXlsx'), exportAs('xlsx'));
