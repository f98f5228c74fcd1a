import type { Material } from '@bp/shared/contracts/materials.ts';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { materialQueryOptions } from '../../../lib/reference-data/get-material.ts';
import type { MaterialFacts } from '../model/manual-draft.ts';

/**
 * What the rules need of the materials a form names (traceable, type, unit): read once per
 * material, stored rows included. A material chosen in a picker seeds the cache, so choosing one
 * costs no call.
 */
export const useMaterialFacts = (ids: readonly number[]) => {
  const client = useQueryClient();
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const results = useQueries({ queries: unique.map((id) => materialQueryOptions(id)) });
  const byId = new Map<number, MaterialFacts>();
  results.forEach((r) => {
    if (r.data) byId.set(r.data.id, r.data);
  });
  const remember = useCallback(
    (material: Material) => client.setQueryData(materialQueryOptions(material.id).queryKey, material),
    [client],
  );
  return { facts: (id: number) => byId.get(id), remember };
};
