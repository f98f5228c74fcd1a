import type { ExportJobRecord, FinishedExportJob } from '../../../core/trace/export-job.ts';
import { equals, getItem, putIfAbsent, update, writeOne } from '../kit/index.ts';
import { exportJobKey, exportJobTtl, fromExportJobItem, toExportJobItem } from './records/export-job.ts';

/** The worker's start: refused (false) when the export was claimed already (a repeated event). */
export const claimExportJob = async (companyId: number, exportId: string, startedAt: string) =>
  (await writeOne(
    putIfAbsent(
      {
        ...exportJobKey(companyId, exportId),
        ...toExportJobItem({ status: 'running', startedAt }),
        ttl: exportJobTtl(startedAt),
      },
      'retry',
    ),
  )) !== false;

/** The worker's end, over its own running record only (an end is never written twice). */
export const finishExportJob = async (
  companyId: number,
  exportId: string,
  record: FinishedExportJob,
): Promise<void> => {
  await writeOne(
    update(exportJobKey(companyId, exportId), { set: toExportJobItem(record) }, {
      condition: equals('status', 'running'),
    }),
  );
};

export const getExportJob = async (companyId: number, exportId: string): Promise<ExportJobRecord | null> => {
  // Strongly consistent: a poll right after the worker's end sees it.
  const item = await getItem(exportJobKey(companyId, exportId), { consistent: true });
  return item ? fromExportJobItem(item) : null;
};
