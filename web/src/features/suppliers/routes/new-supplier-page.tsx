import { supplierMessages, type SupplierValues } from '@bp/shared/contracts/suppliers.ts';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.tsx';
import { SignedInOnly } from '../../../components/signed-in-only.tsx';
import { failureText } from '../../../lib/failure-text.ts';
import { useCreateSupplier } from '../api/create-supplier.ts';
import { BackLink } from '../../../components/back-link.tsx';
import { SupplierForm } from '../components/supplier-form.tsx';
import { supplierFormValues } from '../model/supplier-form-values.ts';

const LIST = '/settings/suppliers';

/** /settings/suppliers/new: a blank supplier form; saving returns to the list. */
export function NewSupplierPage() {
  const navigate = useNavigate();
  const create = useCreateSupplier();

  const onSubmit = async (values: SupplierValues) => {
    try {
      await create.mutateAsync(values);
      await navigate(LIST);
    } catch {
      // The banner shows create.error.
    }
  };

  return (
    <SignedInOnly message={supplierMessages.signedOut}>
      <PageHeader title="Add Supplier" actions={<BackLink to={LIST} label="Back to Suppliers" />} />
      <SupplierForm
        initialValues={supplierFormValues()}
        onSubmit={onSubmit}
        onCancel={() => void navigate(LIST)}
        error={create.isError ? failureText(create.error, supplierMessages.createFailed) : null}
      />
    </SignedInOnly>
  );
}
