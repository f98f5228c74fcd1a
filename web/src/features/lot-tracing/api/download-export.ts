import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client/api.ts';
import type { TraceRequest } from '../model/trace-request.ts';

export type ExportFormat = 'csv' | 'xlsx';

/**
 * Opens a presigned download link: the storage answers with the file as an attachment under its
 * name, so the browser saves it and stays on the page. A navigation, not a fetch: the file never
 * passes through this page's memory and needs no cross-origin read.
 */
export const openDownload = (url: string, filename: string): void => {
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
};

/**
 * Downloads the FSMA 204 spreadsheet of a traced lot: GET /api/trace-lot/export/csv|xlsx writes
 * it to storage and answers a presigned link, which the browser then downloads.
 * Download failures are not toasted (spec 001 section 8); the buttons show the message.
 */
export const useDownloadExport = (request: TraceRequest) =>
  useMutation({
    mutationFn: async (format: ExportFormat) => {
      const query = { ...request };
      const link =
        format === 'csv'
          ? await api.call('exportTraceCsv', { query })
          : await api.call('exportTraceXlsx', { query });
      openDownload(link.url, link.filename);
    },
    meta: { silent: true },
    onError: (error) => console.error('FSMA 204 export failed', error),
  });
