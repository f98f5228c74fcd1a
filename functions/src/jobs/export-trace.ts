import { parseExportRequestKey } from '@bp/shared/documents.ts';
import middy from '@middy/core';
import { runExportJob } from '../core/trace/export-job.ts';
import { logger } from '../lib/logger.ts';
import { requestLogger } from '../lib/middleware/request-logger.ts';
import { exportJobPorts, exportRequestPorts } from '../wiring/trace-export.ts';

/** The EventBridge "Object Created" event of an export request (the local cloud builds the same). */
export interface ExportRequestEvent {
  detail?: { object?: { key?: string } };
}

type ExportOutcome = { export_id: string; status: 'done' | 'failed' | 'repeated' | 'ignored' };

/**
 * The FSMA 204 export worker (docs/trace.md, Asynchronous export): started by the creation of an
 * export's request object, it writes the file and records done or failed. It runs as its own
 * function with its own role, for as long as a year's export takes (15 minutes at most).
 */
export const handler = middy<ExportRequestEvent, ExportOutcome>()
  .use(
    requestLogger<ExportRequestEvent, ExportOutcome>(
      () => ({ route: 'job export-trace' }),
      (result) => ({ message: 'export', ...result }),
    ),
  )
  .handler(async (event) => {
    const ref = parseExportRequestKey(event.detail?.object?.key ?? '');
    if (!ref) return { export_id: '', status: 'ignored' };
    const request = await exportRequestPorts.getRequest(ref.companyId, ref.exportId);
    if (!request) {
      logger.error('An export request could not be read', { key: event.detail?.object?.key });
      return { export_id: ref.exportId, status: 'ignored' };
    }
    const record = await runExportJob(exportJobPorts, ref.companyId, ref.exportId, request, (error) =>
      logger.error('The export failed', { exportId: ref.exportId, error: String(error) }),
    );
    return { export_id: ref.exportId, status: record ? record.status : 'repeated' };
  });
