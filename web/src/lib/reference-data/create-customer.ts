import { customer, type Customer } from '@bp/shared/contracts/customers.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { areaKeys } from './query-keys.ts';

/** POST /api/customers/ with the name only (country takes its default): the picker's popover. */
export const quickCreateCustomer = (name: string): Promise<Customer> =>
  api.post('/customers/', { name }, { schema: customer });

/** Silent: the popover shows the failure itself. */
export const useQuickCreateCustomer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: quickCreateCustomer,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: areaKeys.customers }),
  });
};
