import { randomUUID } from 'node:crypto';
import { EXPORT_LINK_SECONDS, FSMA_FORMATS, fsmaExportQuery } from '@bp/shared/contracts/trace.ts';
import { exportKey, exportRequestKey } from '@bp/shared/documents.ts';
import { z } from 'zod';
import {
  claimExportJob,
  finishExportJob,
  getExportJob,
} from '../adapters/dynamodb/trace/export-jobs-repo.ts';
import {
  presignExport,
  putExportRequest,
  readExportRequest,
  uploadExport,
} from '../adapters/s3/export-store.ts';
import { fsmaRows } from '../core/trace/export-events.ts';
import type { ExportJobPorts, ExportRequest, ExportRequestPorts } from '../core/trace/export-job.ts';
import { fsmaFile } from '../lib/fsma-file.ts';
import { tracePorts } from './trace.ts';

/** The stored request, read back as written (a request object that does not parse is no export). */
const exportRequest = z.object({
  format: z.enum(FSMA_FORMATS),
  query: fsmaExportQuery,
  requested_at: z.string(),
});

const readRequest = async (companyId: number, exportId: string): Promise<ExportRequest | null> => {
  const parsed = exportRequest.safeParse(await readExportRequest(exportRequestKey(companyId, exportId)));
  return parsed.success ? parsed.data : null;
};

/** The API side of the asynchronous export: the request object in the bucket, the worker's record in the table. */
export const exportRequestPorts: ExportRequestPorts = {
  trace: tracePorts,
  putRequest: (companyId, exportId, request) =>
    putExportRequest(exportRequestKey(companyId, exportId), request),
  getRequest: readRequest,
  getRecord: getExportJob,
  link: async (file) => ({
    url: await presignExport(file.key, file.contentType, file.filename, EXPORT_LINK_SECONDS),
    expiresIn: EXPORT_LINK_SECONDS,
  }),
  newId: randomUUID,
  now: () => new Date(),
};

/** The worker's side: it reads the events, streams the file, and records its start and end. */
export const exportJobPorts: ExportJobPorts = {
  claim: claimExportJob,
  finish: finishExportJob,
  writeFile: async (companyId, exportId, request) => {
    const rows = await fsmaRows(tracePorts, companyId, request.query);
    const { filename, contentType, body } = fsmaFile(request.format, request.query, rows);
    const key = exportKey(companyId, exportId, filename);
    const bytes = await uploadExport(key, body, contentType, filename);
    return { key, filename, contentType, rows: rows.length, bytes };
  },
  now: () => new Date(),
};

