import { EXPORT_DEADLINE_SECONDS } from '@bp/shared/contracts/trace.ts';
import { describe, expect, it } from 'vitest';
import { invalid } from '../errors.ts';
import {
  EXPORT_FAILED_MESSAGE,
  type ExportJobPorts,
  type ExportJobRecord,
  type ExportRequest,
  exportJobAnswer,
  runExportJob,
  type StoredExportJob,
  type WrittenFile,
} from './export-job.ts';

const request: ExportRequest = {
  format: 'csv',
  query: { start_date: '2026-03-01', end_date: '2026-03-07' },
  requested_at: '2026-03-10T12:00:00.000Z',
};
const file: WrittenFile = {
  key: 'exports/1/x/f.csv',
  filename: 'f.csv',
  contentType: 'text/csv',
  rows: 3,
  bytes: 99,
};

/** The stored export as a conditional store keeps it: claimed once, finished once. */
const store = (writeFile: ExportJobPorts['writeFile']) => {
  let stored: StoredExportJob | null = { request, record: null };
  const ports: ExportJobPorts = {
    load: async () => stored,
    claim: async (_c, _id, startedAt) => {
      if (!stored || stored.record) return false;
      stored = { request, record: { status: 'running', startedAt } };
      return true;
    },
    finish: async (_c, _id, record) => {
      if (stored?.record?.status !== 'running') throw new Error('not running');
      stored = { request, record };
    },
    writeFile,
    now: () => new Date('2026-03-10T12:00:01.000Z'),
  };
  return { ports, stored: () => stored, forget: () => (stored = null) };
};

describe('runExportJob', () => {
  it('claims, writes and records done once; a repeated delivery does nothing', async () => {
    let writes = 0;
    const s = store(async () => {
      writes++;
      return file;
    });
    const done = await runExportJob(s.ports, 1, 'x', () => {});
    expect(done).toMatchObject({ status: 'done', file });
    expect(s.stored()?.record).toEqual(done);
    expect(await runExportJob(s.ports, 1, 'x', () => {})).toBe('repeated');
    expect(writes).toBe(1);
  });

  it('records a failure as failed: a domain error with its message, anything else generic and logged', async () => {
    const logged: unknown[] = [];
    const storage = store(async () => {
      throw new Error('AccessDenied: arn:aws:s3:::bucket/exports/1');
    });
    expect(await runExportJob(storage.ports, 1, 'x', (e) => logged.push(e))).toMatchObject({
      status: 'failed',
      message: EXPORT_FAILED_MESSAGE,
    });
    expect(String(logged[0])).toContain('AccessDenied');
    const domain = store(async () => {
      throw invalid('Several materials have a lot with code X. Choose the material to trace.');
    });
    expect(await runExportJob(domain.ports, 1, 'x', () => {})).toMatchObject({
      status: 'failed',
      message: 'Several materials have a lot with code X. Choose the material to trace.',
    });
  });

  it('answers missing for an id with no export', async () => {
    const s = store(async () => file);
    s.forget();
    expect(await runExportJob(s.ports, 1, 'x', () => {})).toBe('missing');
  });
});

describe('exportJobAnswer', () => {
  const link = async () => ({ url: 'https://signed', expiresIn: 900 });
  const at = (seconds: number) => new Date(Date.parse(request.requested_at) + seconds * 1000);

  it('is pending while queued or running, up to the deadline', async () => {
    expect(await exportJobAnswer('x', request, null, at(1), link)).toMatchObject({
      status: 'pending',
      started_at: null,
    });
    const running: ExportJobRecord = { status: 'running', startedAt: at(2).toISOString() };
    expect(await exportJobAnswer('x', request, running, at(EXPORT_DEADLINE_SECONDS), link)).toMatchObject({
      status: 'pending',
      started_at: running.startedAt,
    });
  });

  it('is failed with a reason past the deadline, whether the worker never ran or died running', async () => {
    const late = at(EXPORT_DEADLINE_SECONDS + 1);
    const running: ExportJobRecord = { status: 'running', startedAt: at(2).toISOString() };
    for (const record of [null, running])
      expect(await exportJobAnswer('x', request, record, late, link)).toMatchObject({
        status: 'failed',
        message: 'The export did not finish within 16 minutes. Start it again.',
      });
  });

  it('is done with a fresh link and the file figures, at any time', async () => {
    const done: ExportJobRecord = {
      status: 'done',
      startedAt: at(1).toISOString(),
      finishedAt: at(5).toISOString(),
      file,
    };
    expect(await exportJobAnswer('x', request, done, at(EXPORT_DEADLINE_SECONDS * 10), link)).toEqual({
      export_id: 'x',
      status: 'done',
      format: 'csv',
      requested_at: request.requested_at,
      started_at: done.startedAt,
      finished_at: done.finishedAt,
      url: 'https://signed',
      filename: 'f.csv',
      content_type: 'text/csv',
      expires_in: 900,
      rows: 3,
      bytes: 99,
    });
  });
});
