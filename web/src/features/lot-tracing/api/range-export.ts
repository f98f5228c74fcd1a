import type { FsmaExportJob, FsmaFormat } from '@bp/shared/contracts/trace.ts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client/api.ts';
import { exportPollDelay } from '../model/range-export.ts';

/** POST /api/trace-lot/exports: answers the pending export (202). Failures show beside the form. */
export const useStartRangeExport = () =>
  useMutation({
    mutationFn: (body: {
      start_date: string;
      end_date: string;
      format: FsmaFormat;
    }): Promise<FsmaExportJob> => api.call('startTraceExport', { body }),
    meta: { silent: true },
  });

/**
 * GET /api/trace-lot/exports/{id}, polled while the export is pending (exportPollDelay, from
 * `since`, when it was started); a done export's answer carries a fresh presigned link.
 */
export const useExportJob = (started: FsmaExportJob | null, since: number) =>
  useQuery({
    queryKey: ['trace', 'export', started?.export_id ?? null],
    queryFn: ({ signal }): Promise<FsmaExportJob> =>
      api.call('traceExportStatus', { params: { export_id: started?.export_id ?? '' } }, { signal }),
    enabled: started !== null,
    initialData: started ?? undefined,
    // The start's own answer is pending by definition: ask at once whether it is done already.
    initialDataUpdatedAt: 0,
    refetchInterval: (query) => exportPollDelay(query.state.data, Date.now() - since),
    meta: { silent: true },
  });
