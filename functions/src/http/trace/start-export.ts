import { traceRoutes } from '@bp/shared/api/routes/trace.ts';
import { exportStatus, startExport } from '../../core/trace/export-job.ts';
import { json, ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { exportRequestPorts } from '../../wiring/trace-export.ts';

/**
 * The asynchronous FSMA 204 export (docs/trace.md): the request is stored and answered 202 at
 * once; a separate function writes the file; the status route answers its progress.
 */
export const startTraceExport = handles(route(traceRoutes, 'startTraceExport'), async ({ body, caller }) =>
  json(await startExport(exportRequestPorts, caller.companyId, body), 202),
);

export const traceExportStatus = handles(
  route(traceRoutes, 'traceExportStatus'),
  async ({ params, caller }) =>
    ok(await exportStatus(exportRequestPorts, caller.companyId, params.export_id)),
);
