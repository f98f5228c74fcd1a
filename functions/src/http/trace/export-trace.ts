import { randomUUID } from 'node:crypto';
import { traceRoutes } from '@bp/shared/api/routes/trace.ts';
import {
  EXPORT_LINK_SECONDS,
  type FsmaExportLink,
  type FsmaExportQuery,
} from '@bp/shared/contracts/trace.ts';
import { exportKey } from '@bp/shared/documents.ts';
import { fsmaRows } from '../../core/trace/export-events.ts';
import { fsmaFile } from '../../lib/fsma-file.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { tracePorts } from '../../wiring/trace.ts';
import { exportStore } from '../../wiring/trace-exports.ts';

/**
 * The export that answers at once (a lot's trace, a short range): written to the bucket's exports
 * prefix and answered as a presigned GET link (a year's events are far more than the 6 MB a
 * function may answer, and take longer than a request may: see start-export.ts).
 */
const exportAs =
  (format: 'csv' | 'xlsx') =>
  async ({ query, caller }: { query: FsmaExportQuery; caller: { companyId: number } }) => {
    const rows = await fsmaRows(tracePorts, caller.companyId, query);
    const { filename, contentType, body } = fsmaFile(format, query, rows);
    const stored = await exportStore.save(
      exportKey(caller.companyId, randomUUID(), filename),
      body,
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
