import type { DrillNotesBody, StartDrillBody } from '@bp/shared/contracts/drills.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client/api.ts';

export const DRILLS_PAGE_SIZE = 20;

/** Keys named after the routes (listDrills, getDrill), so one invalidation refreshes both. */
export const drillKeys = {
  all: ['drills'] as const,
  list: (page: number) => ['drills', 'listDrills', page] as const,
  one: (id: number) => ['drills', 'getDrill', id] as const,
};

export const useDrills = (page: number) =>
  useQuery({
    queryKey: drillKeys.list(page),
    queryFn: ({ signal }) =>
      api.call('listDrills', { query: { page, page_size: DRILLS_PAGE_SIZE } }, { signal }),
    meta: { silent: true },
  });

export const useDrill = (id: number) =>
  useQuery({
    queryKey: drillKeys.one(id),
    queryFn: ({ signal }) => api.call('getDrill', { params: { drillId: id } }, { signal }),
    meta: { silent: true },
  });

/** Silent: the form shows the failure (unknown lot, ambiguous code) itself. */
export const useStartDrill = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartDrillBody) => api.call('startDrill', { body }),
    meta: { silent: true },
    onSuccess: (drill) => {
      queryClient.setQueryData(drillKeys.one(drill.id), drill);
      return queryClient.invalidateQueries({ queryKey: drillKeys.all });
    },
  });
};

const useDrillChange = (route: 'updateDrillNotes' | 'closeDrill', id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DrillNotesBody) => api.call(route, { params: { drillId: id }, body }),
    meta: { silent: true },
    onSuccess: (drill) => {
      queryClient.setQueryData(drillKeys.one(id), drill);
      return queryClient.invalidateQueries({ queryKey: drillKeys.all, exact: false });
    },
  });
};

export const useSaveDrillNotes = (id: number) => useDrillChange('updateDrillNotes', id);
export const useCloseDrill = (id: number) => useDrillChange('closeDrill', id);
