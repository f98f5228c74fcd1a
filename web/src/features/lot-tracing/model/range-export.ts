import {
  EXPORT_DEADLINE_SECONDS,
  type FsmaExportJob,
  type FsmaFormat,
  fsmaExportStart,
} from '@bp/shared/contracts/trace.ts';

/**
 * A date-range FSMA 204 export from the screen always runs asynchronously (docs/trace.md): a
 * range's size is not known before it is read, one path is simpler to trust than two, and a week
 * is done within a second or two of polling anyway. A lot's trace keeps the export that answers
 * at once (report-actions.tsx).
 */
export interface RangeExportForm {
  start_date: string;
  end_date: string;
  format: FsmaFormat;
}

/** The body to start the export with, or the message to show (the API's own rules). */
export const checkRangeExport = (
  form: RangeExportForm,
): { body: { start_date: string; end_date: string; format: FsmaFormat } } | { error: string } => {
  if (!form.start_date || !form.end_date) return { error: 'Choose both a start date and an end date' };
  const parsed = fsmaExportStart.safeParse(form);
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? 'Check the dates' };
  return { body: { start_date: form.start_date, end_date: form.end_date, format: form.format } };
};

/**
 * How soon to ask again: every second for the first 10 s (a week is done by then), then every
 * 3 s; never once the export is done or failed, nor past the server's deadline and a minute
 * (the server answers failed by then; a client that cannot reach it stops asking).
 */
export const exportPollDelay = (job: FsmaExportJob | undefined, elapsedMs: number): number | false => {
  if (!job || job.status !== 'pending') return false;
  if (elapsedMs > (EXPORT_DEADLINE_SECONDS + 60) * 1000) return false;
  return elapsedMs < 10_000 ? 1000 : 3000;
};

export type ExportProgress =
  | { state: 'working'; text: string }
  | { state: 'done'; text: string }
  | { state: 'failed'; text: string };

const formatNames: Record<FsmaFormat, string> = { csv: 'CSV', xlsx: 'Excel' };

/** What the screen says about an export. */
export const exportProgress = (job: FsmaExportJob): ExportProgress => {
  if (job.status === 'done')
    return {
      state: 'done',
      text: `Ready: ${job.rows ?? 0} rows, ${formatSize(job.bytes ?? 0)} (${formatNames[job.format]})`,
    };
  if (job.status === 'failed') return { state: 'failed', text: job.message ?? 'The export failed' };
  return {
    state: 'working',
    text: job.started_at === null ? 'Queued: the export starts in a moment' : 'Writing the file',
  };
};

export const formatSize = (bytes: number): string =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
