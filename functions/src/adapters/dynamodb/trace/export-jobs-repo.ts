import type { ExportRequest, FinishedExportJob, StoredExportJob } from '../../../core/trace/export-job.ts';
import { equals, getItem, putIfAbsent, update, writeOne } from '../kit/index.ts';
import {
  exportJobKey,
  fromExportJobItem,
  toExportJobItem,
  toExportRequestItem,
} from './records/export-job.ts';

/** The API's write: a new export, pending (its id is fresh; never over another). */
export const createExportJob = async (
  companyId: number,
  exportId: string,
  request: ExportRequest,
): Promise<void> => {
  await writeOne(putIfAbsent({ ...exportJobKey(companyId, exportId), ...toExportRequestItem(request) }));
};

/** The worker's start: refused (false) unless the export is still pending (a repeated event). */
export const claimExportJob = async (companyId: number, exportId: string, startedAt: string) =>
  (await writeOne(
    update(
      exportJobKey(companyId, exportId),
      { set: toExportJobItem({ status: 'running', startedAt }) },
      { condition: equals('status', 'pending'), refusal: 'retry' },
    ),
  )) !== false;

/** The worker's end, over its own running record only (an end is never written twice). */
export const finishExportJob = async (
  companyId: number,
  exportId: string,
  record: FinishedExportJob,
): Promise<void> => {
  await writeOne(
    update(
      exportJobKey(companyId, exportId),
      { set: toExportJobItem(record) },
      {
        condition: equals('status', 'running'),
      },
    ),
  );
};

export const getExportJob = async (companyId: number, exportId: string): Promise<StoredExportJob | null> => {
  // Strongly consistent: a poll right after the worker's end sees it.
  const item = await getItem(exportJobKey(companyId, exportId), { consistent: true });
  return item ? fromExportJobItem(item) : null;
};
