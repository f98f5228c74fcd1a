import { customer } from '@bp/shared/contracts/customers.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { customersKey } from './list-customers.ts';

/** GET /api/customers/{id}: the customer the edit screen opens. */
export const getCustomer = (id: number, signal?: AbortSignal) =>
  api.get(`/customers/${id}`, { schema: customer, signal });

export const customerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...customersKey, 'detail', id],
    queryFn: ({ signal }) => getCustomer(id, signal),
  });

/** Silent: the edit screen shows 'Failed to load customer' itself. */
export const useCustomer = (id: number) => useQuery({ ...customerQueryOptions(id), meta: { silent: true } });
