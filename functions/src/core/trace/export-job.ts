import {
  EXPORT_DEADLINE_SECONDS,
  type FsmaExportJob,
  type FsmaExportQuery,
  type FsmaExportStart,
  type FsmaFormat,
} from '@bp/shared/contracts/trace.ts';
import { isDomainError, notFound } from '../errors.ts';
import { checkExportScope } from './export-events.ts';
import type { TraceRecordPorts } from './ports.ts';

/** What the caller asked for, stored with the export when it is started. */
export interface ExportRequest {
  format: FsmaFormat;
  query: FsmaExportQuery;
  requested_at: string;
}

/** The worker's record of an export: written when it starts, then once more when it ends. */
export type ExportJobRecord =
  | { status: 'running'; startedAt: string }
  | {
      status: 'done';
      startedAt: string;
      finishedAt: string;
      file: { key: string; filename: string; contentType: string; rows: number; bytes: number };
    }
  | { status: 'failed'; startedAt: string; finishedAt: string; message: string };

export type FinishedExportJob = Exclude<ExportJobRecord, { status: 'running' }>;

/** An export as stored: its request, and the worker's record once the worker has claimed it. */
export interface StoredExportJob {
  request: ExportRequest;
  record: ExportJobRecord | null;
}

export interface WrittenFile {
  key: string;
  filename: string;
  contentType: string;
  rows: number;
  bytes: number;
}

export interface ExportJobPorts {
  /** The export as stored, null when there is none. */
  load(companyId: number, exportId: string): Promise<StoredExportJob | null>;
  /** Records the start; false when another invocation already did (a repeated delivery). */
  claim(companyId: number, exportId: string, startedAt: string): Promise<boolean>;
  /** Reads the events and streams the file to storage. */
  writeFile(companyId: number, exportId: string, request: ExportRequest): Promise<WrittenFile>;
  /** Records the end (done or failed); only over the running record this invocation claimed. */
  finish(companyId: number, exportId: string, record: FinishedExportJob): Promise<void>;
  now(): Date;
}

export const EXPORT_FAILED_MESSAGE = 'The export could not be completed. Start it again.';
export const exportTimedOut = (minutes: number) =>
  `The export did not finish within ${minutes} minutes. Start it again.`;

/**
 * Runs one export exactly once: claims it (pending to running), writes the file, records done;
 * any failure is recorded failed with a message the caller may read (a domain error's own, else
 * a generic one: storage and permission details stay in the log). Answers the finished record,
 * 'repeated' for a delivery of an export already claimed, 'missing' for an id with no export.
 */
export const runExportJob = async (
  ports: ExportJobPorts,
  companyId: number,
  exportId: string,
  log: (error: unknown) => void,
): Promise<FinishedExportJob | 'repeated' | 'missing'> => {
  const stored = await ports.load(companyId, exportId);
  if (!stored) return 'missing';
  const startedAt = ports.now().toISOString();
  if (stored.record || !(await ports.claim(companyId, exportId, startedAt))) return 'repeated';
  let record: FinishedExportJob;
  try {
    const file = await ports.writeFile(companyId, exportId, stored.request);
    record = { status: 'done', startedAt, finishedAt: ports.now().toISOString(), file };
  } catch (error) {
    log(error);
    const message = isDomainError(error) ? error.message : EXPORT_FAILED_MESSAGE;
    record = { status: 'failed', startedAt, finishedAt: ports.now().toISOString(), message };
  }
  await ports.finish(companyId, exportId, record);
  return record;
};

/**
 * The status answer from what is stored: the worker's record if there is one, else the request
 * alone (queued). Anything not finished by the deadline is failed: an invocation that died (a
 * timeout, a crash, an event never delivered) leaves no record of its end, and the caller must
 * never wait for ever. `link` presigns a finished file.
 */
export const exportJobAnswer = async (
  exportId: string,
  request: ExportRequest,
  record: ExportJobRecord | null,
  now: Date,
  link: (file: WrittenFile) => Promise<{ url: string; expiresIn: number }>,
): Promise<FsmaExportJob> => {
  const base = {
    export_id: exportId,
    format: request.format,
    requested_at: request.requested_at,
    started_at: record?.startedAt ?? null,
  };
  if (record?.status === 'done') {
    const { url, expiresIn } = await link(record.file);
    return {
      ...base,
      status: 'done',
      finished_at: record.finishedAt,
      url,
      filename: record.file.filename,
      content_type: record.file.contentType,
      expires_in: expiresIn,
      rows: record.file.rows,
      bytes: record.file.bytes,
    };
  }
  if (record?.status === 'failed')
    return { ...base, status: 'failed', finished_at: record.finishedAt, message: record.message };
  const deadline = Date.parse(request.requested_at) + EXPORT_DEADLINE_SECONDS * 1000;
  if (now.getTime() > deadline)
    return {
      ...base,
      status: 'failed',
      finished_at: null,
      message: exportTimedOut(EXPORT_DEADLINE_SECONDS / 60),
    };
  return { ...base, status: 'pending', finished_at: null };
};

export interface ExportRequestPorts {
  trace: TraceRecordPorts;
  /** Stores the export, pending. */
  save(companyId: number, exportId: string, request: ExportRequest): Promise<void>;
  /** Starts its worker (writes the request object whose creation invokes it). */
  trigger(companyId: number, exportId: string, request: ExportRequest): Promise<void>;
  load(companyId: number, exportId: string): Promise<StoredExportJob | null>;
  link(file: WrittenFile): Promise<{ url: string; expiresIn: number }>;
  newId(): string;
  now(): Date;
}

export const EXPORT_NOT_FOUND = 'Export not found';

/**
 * POST /api/trace-lot/exports: what can be refused is refused now (the scope, an unknown or
 * ambiguous lot); the rest runs in the worker. The export is stored before its worker is started,
 * so a trigger lost on the way leaves a pending export that the deadline answers failed.
 * Answers the pending export.
 */
export const startExport = async (
  ports: ExportRequestPorts,
  companyId: number,
  body: FsmaExportStart,
): Promise<FsmaExportJob> => {
  const { format, ...query } = body;
  await checkExportScope(ports.trace, companyId, query);
  const exportId = ports.newId();
  const request: ExportRequest = { format, query, requested_at: ports.now().toISOString() };
  await ports.save(companyId, exportId, request);
  await ports.trigger(companyId, exportId, request);
  return exportJobAnswer(exportId, request, null, ports.now(), ports.link);
};

/** GET /api/trace-lot/exports/{id}: the company's own exports only (the keys start with it). */
export const exportStatus = async (
  ports: ExportRequestPorts,
  companyId: number,
  exportId: string,
): Promise<FsmaExportJob> => {
  const stored = await ports.load(companyId, exportId);
  if (!stored) throw notFound(EXPORT_NOT_FOUND);
  return exportJobAnswer(exportId, stored.request, stored.record, ports.now(), ports.link);
};
