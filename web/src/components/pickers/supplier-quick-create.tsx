import { supplierMessages, supplierQuickCreateForm, type Supplier } from '@bp/shared/contracts/suppliers.ts';
import { useQuickCreateSupplier } from '../../lib/reference-data/create-supplier.ts';
import { NameQuickCreate } from './name-quick-create.tsx';
import type { QuickCreateFormProps } from './quick-create-shell.tsx';

/** The '+ New supplier' popover: a name only ('Supplier Name is required'). */
export function SupplierQuickCreate(props: QuickCreateFormProps<Supplier>) {
  const create = useQuickCreateSupplier();
  return (
    <NameQuickCreate
      {...props}
      title="New supplier"
      nameLabel="Supplier Name"
      schema={supplierQuickCreateForm}
      create={create}
      failedMessage={supplierMessages.createFailed}
    />
  );
}
