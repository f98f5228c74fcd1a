import type { Material } from '@bp/shared/contracts/materials.ts';
import { useQueries } from '@tanstack/react-query';
import { materialQueryOptions } from '../../../../lib/reference-data/get-material.ts';

/**
 * The materials the rows name, by id: the rules need their traceable flag and the Type column
 * their type. One cached query per material, shared with every other screen that shows it.
 */
export const useRowMaterials = (ids: readonly unknown[]): Map<number, Material> => {
  const unique = [...new Set(ids.filter((id): id is number => typeof id === 'number'))].toSorted(
    (a, b) => a - b,
  );
  return useQueries({
    queries: unique.map((id) => materialQueryOptions(id)),
    combine: (results) => {
      const byId = new Map<number, Material>();
      results.forEach((r) => {
        if (r.data) byId.set(r.data.id, r.data);
      });
      return byId;
    },
  });
};
