import { parseExportRequestKey } from '@bp/shared/documents.ts';
import middy from '@middy/core';
import { runExportJob } from '../core/trace/export-job.ts';
import { logger } from '../lib/logger.ts';
import { requestLogger } from '../lib/middleware/request-logger.ts';
import { exportJobPorts } from '../wiring/trace-export.ts';

/** The EventBridge "Object Created" event of an export request (the local cloud builds the same). */
export interface ExportRequestEvent {
  detail?: { object?: { key?: string } };
}

type ExportOutcome = { export_id: string; status: 'done' | 'failed' | 'repeated' | 'missing' | 'ignored' };

/**
 * The FSMA 204 export worker (docs/trace.md, Asynchronous export): started by the creation of an
 * export's request object, it runs the export stored under the key's company and id, writes the
 * file and records done or failed. It runs as its own function with its own role, for as long
 * as a year's export takes (15 minutes at most).
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
    const outcome = await runExportJob(exportJobPorts, ref.companyId, ref.exportId, (error) =>
      logger.error('The export failed', { exportId: ref.exportId, error: String(error) }),
    );
    if (outcome === 'missing')
      logger.error('An export request names no export', { key: event.detail?.object?.key });
    return { export_id: ref.exportId, status: typeof outcome === 'string' ? outcome : outcome.status };
  });
