import { type ItemKey, tenantPrefix } from '@bp/shared/table/schema.ts';
import type { ExportJobRecord } from '../../../../core/trace/export-job.ts';

/**
 * An asynchronous export's worker record (docs/trace.md), one item per export in the company's
 * partition; DynamoDB's TTL removes it with the file, a day later. Written only by the export
 * worker: the request itself is the object that started it.
 */
export const exportJobKey = (companyId: number, exportId: string): ItemKey => ({
  pk: `${tenantPrefix(companyId)}EXPORTS`,
  sk: `EXPORT#${exportId}`,
});

const DAY_SECONDS = 24 * 3600;
export const exportJobTtl = (at: string): number => Math.floor(Date.parse(at) / 1000) + DAY_SECONDS;

export const toExportJobItem = (record: ExportJobRecord): Record<string, unknown> => {
  const common = { status: record.status, started_at: record.startedAt };
  if (record.status === 'running') return common;
  if (record.status === 'failed')
    return { ...common, finished_at: record.finishedAt, message: record.message };
  const f = record.file;
  return {
    ...common,
    finished_at: record.finishedAt,
    file_key: f.key,
    filename: f.filename,
    content_type: f.contentType,
    rows: f.rows,
    bytes: f.bytes,
  };
};

export const fromExportJobItem = (item: Record<string, unknown>): ExportJobRecord => {
  const startedAt = String(item.started_at);
  if (item.status === 'done')
    return {
      status: 'done',
      startedAt,
      finishedAt: String(item.finished_at),
      file: {
        key: String(item.file_key),
        filename: String(item.filename),
        contentType: String(item.content_type),
        rows: Number(item.rows),
        bytes: Number(item.bytes),
      },
    };
  if (item.status === 'failed')
    return { status: 'failed', startedAt, finishedAt: String(item.finished_at), message: String(item.message) };
  return { status: 'running', startedAt };
};
