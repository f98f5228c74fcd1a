import { traceRoutes } from '@bp/shared/api/routes/trace.ts';
import { FSMA_COLUMNS, type FsmaExportQuery, type FsmaRow } from '@bp/shared/contracts/trace.ts';
import { fsmaRows } from '../../core/trace/export-events.ts';
import { writeCsv } from '../../lib/csv.ts';
import { file, textFile } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { writeXlsx } from '../../lib/xlsx.ts';
import { tracePorts } from '../../wiring/trace.ts';

const LABELS = FSMA_COLUMNS.map(([, label]) => label);

/** `fsma204-lot-ABC-2026-11-24` or `fsma204-2026-01-01-to-2026-03-31`. */
const fileStem = (q: FsmaExportQuery): string => {
  const scope = q.lot_code ? `lot-${q.lot_code.replace(/[^A-Za-z0-9._-]+/g, '_')}` : '';
  const range =
    q.start_date && q.end_date ? `${q.start_date}-to-${q.end_date}` : new Date().toISOString().slice(0, 10);
  return ['fsma204', scope, range].filter(Boolean).join('-');
};

const cells = (row: FsmaRow): string[] => FSMA_COLUMNS.map(([key]) => row[key]);

export const exportTraceCsv = handles(route(traceRoutes, 'exportTraceCsv'), async ({ query, caller }) => {
  const rows = await fsmaRows(tracePorts, caller.companyId, query);
  const csv = writeCsv(
    LABELS,
    rows.map((row) => Object.fromEntries(FSMA_COLUMNS.map(([key, label]) => [label, row[key]]))),
  );
  return textFile(csv, 'text/csv; charset=utf-8', `${fileStem(query)}.csv`);
});

export const exportTraceXlsx = handles(route(traceRoutes, 'exportTraceXlsx'), async ({ query, caller }) => {
  const rows = await fsmaRows(tracePorts, caller.companyId, query);
  const workbook = await writeXlsx('FSMA 204', LABELS, rows.map(cells));
  return file(
    workbook,
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    `${fileStem(query)}.xlsx`,
  );
});
