import { customer, type CustomerInput } from '@bp/shared/contracts/customers.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { customersKey } from './list-customers.ts';

/** POST /api/customers/ with the trimmed, non-empty values. */
export const createCustomer = (body: CustomerInput) => api.post('/customers/', body, { schema: customer });

export const useCreateCustomer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomer,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customersKey }),
  });
};
