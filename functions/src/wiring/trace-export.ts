import { randomUUID } from 'node:crypto';
import { EXPORT_LINK_SECONDS } from '@bp/shared/contracts/trace.ts';
import { exportKey, exportRequestKey } from '@bp/shared/documents.ts';
import {
  claimExportJob,
  createExportJob,
  finishExportJob,
  getExportJob,
} from '../adapters/dynamodb/trace/export-jobs-repo.ts';
import { presignExport, putExportRequest, uploadExport } from '../adapters/s3/export-store.ts';
import { fsmaRows } from '../core/trace/export-events.ts';
import type { ExportJobPorts, ExportRequestPorts } from '../core/trace/export-job.ts';
import { fsmaFile } from '../lib/fsma-file.ts';
import { tracePorts } from './trace.ts';

/** The API side of the asynchronous export: the export in the table, its trigger object in the bucket. */
export const exportRequestPorts: ExportRequestPorts = {
  trace: tracePorts,
  save: createExportJob,
  trigger: (companyId, exportId, request) => putExportRequest(exportRequestKey(companyId, exportId), request),
  load: getExportJob,
  link: async (file) => ({
    url: await presignExport(file.key, file.contentType, file.filename, EXPORT_LINK_SECONDS),
    expiresIn: EXPORT_LINK_SECONDS,
  }),
  newId: randomUUID,
  now: () => new Date(),
};

/** The worker's side: it reads the events, streams the file, and records its start and end. */
export const exportJobPorts: ExportJobPorts = {
  load: getExportJob,
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
