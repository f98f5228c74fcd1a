import type { Material } from '@bp/shared/contracts/materials.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client/api.ts';
import { searchSnapshot, withOfflineCopy } from './offline-snapshot.ts';
import { areaKeys } from './query-keys.ts';

export const materialQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...areaKeys.materials, 'detail', id],
    queryFn: ({ signal }) => api.call('getMaterial', { params: { id } }, { signal }),
    // Silent: the edit screen shows the failure in its red banner.
    meta: { silent: true },
  });

export const useMaterial = (id: number) => useQuery(materialQueryOptions(id));

/**
 * A material for a screen that works without a network (the adjust form, issue 23): the
 * server's answer when there is one, else the company's kept copy (offline-snapshot.ts), so
 * the app opened in a cold room can still queue an adjustment. Not in the copy: the failure.
 * `companyId`: the signed-in user's (the copy is kept per company).
 */
export const useMaterialWithOfflineCopy = (id: number, companyId: number | null) =>
  useQuery({
    ...materialQueryOptions(id),
    // Offline the query would only wait paused; it reads the copy instead.
    networkMode: 'always',
    queryFn: async ({ signal }): Promise<Material> => {
      const found = await withOfflineCopy(
        async () => ({ items: [await api.call('getMaterial', { params: { id } }, { signal })], total: 1 }),
        // The company is passed: a screen's first query runs before the layout's refresh names it.
        () => searchSnapshot<Material>('materials', '', 1, (m) => m.id === id, companyId),
      );
      const material = found.items[0];
      // An empty copy answer: fetch's own failure, as the online call would give.
      if (!material) throw new TypeError('Failed to fetch');
      return material;
    },
  });
