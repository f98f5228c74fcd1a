import { supplier } from '@bp/shared/contracts/suppliers.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { suppliersKey } from './list-suppliers.ts';

/** GET /api/suppliers/{id}: the supplier the edit screen opens. */
export const getSupplier = (id: number, signal?: AbortSignal) =>
  api.get(`/suppliers/${id}`, { schema: supplier, signal });

export const supplierQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...suppliersKey, 'detail', id],
    queryFn: ({ signal }) => getSupplier(id, signal),
  });

/** Silent: the edit screen shows 'Failed to load supplier data' itself. */
export const useSupplier = (id: number) => useQuery({ ...supplierQueryOptions(id), meta: { silent: true } });
