import { customer, type CustomerInput } from '@bp/shared/contracts/customers.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { customersKey } from './list-customers.ts';

/** PUT /api/customers/{id}: replaces every field; a left-out one is cleared. */
export const updateCustomer = ({ id, body }: { id: number; body: CustomerInput }) =>
  api.put(`/customers/${id}`, body, { schema: customer });

export const useUpdateCustomer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomer,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customersKey }),
  });
};
