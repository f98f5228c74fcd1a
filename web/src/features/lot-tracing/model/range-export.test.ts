import type { FsmaExportJob } from '@bp/shared/contracts/trace.ts';
import { describe, expect, it } from 'vitest';
import { checkRangeExport, exportPollDelay, exportProgress, formatSize } from './range-export.ts';

const job = (over: Partial<FsmaExportJob>): FsmaExportJob => ({
  export_id: '7d9c1d3a-4c5e-4f00-9a00-000000000001',
  status: 'pending',
  format: 'csv',
  requested_at: '2026-03-10T12:00:00.000Z',
  started_at: null,
  finished_at: null,
  ...over,
});

describe('checkRangeExport', () => {
  it('needs both dates, in order, with the API messages', () => {
    expect(checkRangeExport({ start_date: '', end_date: '2026-03-01', format: 'csv' })).toEqual({
      error: 'Choose both a start date and an end date',
    });
    expect(checkRangeExport({ start_date: '2026-03-05', end_date: '2026-03-01', format: 'csv' })).toEqual({
      error: 'start_date must not be after end_date',
    });
    expect(checkRangeExport({ start_date: '2026-03-01', end_date: '2026-03-31', format: 'xlsx' })).toEqual({
      body: { start_date: '2026-03-01', end_date: '2026-03-31', format: 'xlsx' },
    });
  });
});

describe('exportPollDelay', () => {
  it('polls a pending export every second, then every 3 s', () => {
    expect(exportPollDelay(job({}), 0)).toBe(1000);
    expect(exportPollDelay(job({ started_at: '2026-03-10T12:00:01.000Z' }), 9_000)).toBe(1000);
    expect(exportPollDelay(job({}), 30_000)).toBe(3000);
  });

  it('stops when the export is done or failed, before the first answer, and past the deadline', () => {
    expect(exportPollDelay(job({ status: 'done' }), 1000)).toBe(false);
    expect(exportPollDelay(job({ status: 'failed', message: 'x' }), 1000)).toBe(false);
    expect(exportPollDelay(undefined, 0)).toBe(false);
    expect(exportPollDelay(job({}), 17 * 60_000 + 1)).toBe(false);
  });
});

describe('exportProgress', () => {
  it('says queued, writing, ready or the failure', () => {
    expect(exportProgress(job({}))).toEqual({
      state: 'working',
      text: 'Queued: the export starts in a moment',
    });
    expect(exportProgress(job({ started_at: '2026-03-10T12:00:01.000Z' })).text).toBe('Writing the file');
    expect(exportProgress(job({ status: 'done', rows: 2012, bytes: 290_823, format: 'xlsx' }))).toEqual({
      state: 'done',
      text: 'Ready: 2012 rows, 284.0 KB (Excel)',
    });
    expect(
      exportProgress(
        job({ status: 'failed', message: 'The export could not be completed. Start it again.' }),
      ),
    ).toEqual({ state: 'failed', text: 'The export could not be completed. Start it again.' });
  });

  it('sizes files in B, KB and MB', () => {
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(15 * 1024 * 1024)).toBe('15.0 MB');
  });
});
