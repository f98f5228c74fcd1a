import type {
  DrillCoverage,
  DrillList,
  DrillNotesBody,
  DrillView,
  StartDrillBody,
} from '@bp/shared/contracts/drills.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client/api.ts';
import { saveFile } from '../../../lib/api-client/save-file.ts';
import { areaKey, callKey } from '../../../lib/api-client/query-keys.ts';

/** GET /api/drills: the history, newest first. */
export const useDrills = (page: number, pageSize: number) => {
  const input = { query: { page, page_size: pageSize } };
  return useQuery({
    queryKey: callKey('listDrills', input),
    queryFn: ({ signal }): Promise<DrillList> => api.call('listDrills', input, { signal }),
    meta: { silent: true },
  });
};

/** GET /api/drills/{drillId}. */
export const useDrill = (drillId: number) => {
  const input = { params: { drillId } };
  return useQuery({
    queryKey: callKey('getDrill', input),
    queryFn: ({ signal }): Promise<DrillView> => api.call('getDrill', input, { signal }),
    meta: { silent: true },
  });
};

const useDrillChange = <B>(change: (body: B) => Promise<DrillView>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: areaKey('drills') }),
  });
};

/** GET /api/drills/coverage: each product group with its latest drill, due after 12 months. */
export const useDrillCoverage = () =>
  useQuery({
    queryKey: callKey('drillCoverage', {}),
    queryFn: ({ signal }): Promise<DrillCoverage> => api.call('drillCoverage', undefined, { signal }),
    meta: { silent: true },
  });

/**
 * POST /api/drills, from a lot code or at random from a product group: refusals (unknown lot,
 * ambiguous code, a group without lots) show beside the form.
 */
export const useStartDrill = () => useDrillChange((body: StartDrillBody) => api.call('startDrill', { body }));

/**
 * GET /api/drills/{drillId}/report.pdf, fetched with the session's bearer token like every file
 * download (a plain link would go without it), then saved from the blob.
 */
export const useDownloadDrillPdf = (drillId: number) =>
  useMutation({
    mutationFn: async () =>
      saveFile(await api.download('drillReportPdf', { params: { drillId } }), `recall-drill-${drillId}.pdf`),
    meta: { silent: true },
  });

/** PATCH /api/drills/{drillId}: notes and gaps. */
export const useSaveDrillNotes = (drillId: number) =>
  useDrillChange((body: DrillNotesBody) => api.call('updateDrillNotes', { params: { drillId }, body }));

/** POST /api/drills/{drillId}/close. */
export const useCloseDrill = (drillId: number) =>
  useDrillChange((body: DrillNotesBody) => api.call('closeDrill', { params: { drillId }, body }));
