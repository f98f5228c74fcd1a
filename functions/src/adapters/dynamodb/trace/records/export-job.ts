import { type ItemKey, tenantPrefix } from '@bp/shared/table/schema.ts';
import type { ExportJobRecord, ExportRequest, StoredExportJob } from '../../../../core/trace/export-job.ts';

/**
 * An asynchronous export (docs/trace.md), one item per export in the company's partition: the
 * API writes it pending with the request; the worker moves it to running, then done or failed.
 * DynamoDB's TTL removes it with the file, a day later. The status route reads only this item
 * (an absent S3 key answers 403, not 404, to a role that may not list the bucket).
 */
export const exportJobKey = (companyId: number, exportId: string): ItemKey => ({
  pk: `${tenantPrefix(companyId)}EXPORTS`,
  sk: `EXPORT#${exportId}`,
});

const DAY_SECONDS = 24 * 3600;
export const exportJobTtl = (at: string): number => Math.floor(Date.parse(at) / 1000) + DAY_SECONDS;

export const toExportRequestItem = (request: ExportRequest): Record<string, unknown> => ({
  status: 'pending',
  format: request.format,
  query: request.query,
  requested_at: request.requested_at,
  ttl: exportJobTtl(request.requested_at),
});

/** The worker's fields of its record (status, times, the file or the reason). */
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

const workerRecord = (item: Record<string, unknown>): ExportJobRecord | null => {
  if (item.status === 'pending') return null;
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
    return {
      status: 'failed',
      startedAt,
      finishedAt: String(item.finished_at),
      message: String(item.message),
    };
  return { status: 'running', startedAt };
};

export const fromExportJobItem = (item: Record<string, unknown>): StoredExportJob => ({
  request: {
    format: item.format as ExportRequest['format'],
    query: item.query as ExportRequest['query'],
    requested_at: String(item.requested_at),
  },
  record: workerRecord(item),
});
