import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client/api.ts';
import { saveFile } from '../../../lib/api-client/save-file.ts';
import type { TraceRequest } from '../model/trace-request.ts';

export type ExportFormat = 'csv' | 'xlsx';

/**
 * Downloads the FSMA 204 spreadsheet of a traced lot (GET /api/trace-lot/export/csv|xlsx).
 * Download failures are not toasted (spec 001 section 8); the buttons show the message.
 */
export const useDownloadExport = (request: TraceRequest) =>
  useMutation({
    mutationFn: async (format: ExportFormat) => {
      const query = { ...request };
      const file =
        format === 'csv'
          ? await api.download('exportTraceCsv', { query })
          : await api.download('exportTraceXlsx', { query });
      saveFile(file, `fsma204-lot-${request.lot_code}.${format}`);
    },
    meta: { silent: true },
    onError: (error) => console.error('FSMA 204 export failed', error),
  });
