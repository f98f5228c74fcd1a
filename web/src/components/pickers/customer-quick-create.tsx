import { customerBody, type Customer } from '@bp/shared/contracts/customers.ts';
import { useQuickCreateCustomer } from '../../lib/reference-data/create-customer.ts';
import { NameQuickCreate } from './name-quick-create.tsx';
import type { QuickCreateFormProps } from './quick-create-shell.tsx';

export const CUSTOMER_CREATE_FAILED = 'Failed to create customer';

const customerQuickCreateForm = customerBody.pick({ name: true });

/** The customer picker's popover: a name only; the rest is filled in on the customer screen. */
export function CustomerQuickCreate(props: QuickCreateFormProps<Customer>) {
  const create = useQuickCreateCustomer();
  return (
    <NameQuickCreate
      {...props}
      title="New customer"
      nameLabel="Name"
      schema={customerQuickCreateForm}
      create={create}
      failedMessage={CUSTOMER_CREATE_FAILED}
    />
  );
}
