import { supplierMessages, type Supplier, type SupplierValues } from '@bp/shared/contracts/suppliers.ts';
import { useNavigate } from 'react-router-dom';
import { BackLink } from '../../../components/back-link.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { EditRecord } from '../../../components/record-form/edit-record.tsx';
import { SignedInOnly } from '../../../components/signed-in-only.tsx';
import { failureText } from '../../../lib/failure-text.ts';
import { useSupplier } from '../api/get-supplier.ts';
import { useUpdateSupplier } from '../api/update-supplier.ts';
import { DeleteSupplierButton } from '../components/delete-supplier-button.tsx';
import { SupplierForm } from '../components/supplier-form.tsx';
import { supplierFormValues } from '../model/supplier-form-values.ts';

const LIST = '/settings/suppliers';

/** /settings/suppliers/edit/{supplierId}: the supplier form filled in, plus Delete. */
export function EditSupplierPage() {
  return (
    <SignedInOnly message={supplierMessages.signedOut}>
      <PageHeader title="Edit Supplier" actions={<BackLink to={LIST} label="Back to Suppliers" />} />
      <EditRecord param="supplierId" useRecord={useSupplier} loadFailed={supplierMessages.loadFailed}>
        {(supplier, id, version) => <EditSupplier key={version} id={id} supplier={supplier} />}
      </EditRecord>
    </SignedInOnly>
  );
}

function EditSupplier({ id, supplier }: { id: number; supplier: Supplier }) {
  const navigate = useNavigate();
  const update = useUpdateSupplier();

  const onSubmit = async (values: SupplierValues) => {
    try {
      await update.mutateAsync({ id, body: values });
      await navigate(LIST);
    } catch {
      // The banner shows update.error.
    }
  };

  return (
    <SupplierForm
      initialValues={supplierFormValues(supplier)}
      onSubmit={onSubmit}
      onCancel={() => void navigate(LIST)}
      error={update.isError ? failureText(update.error, supplierMessages.updateFailed) : null}
      secondaryActions={
        <DeleteSupplierButton
          supplierId={id}
          supplierName={supplier.name}
          onDeleted={() => void navigate(LIST)}
        />
      }
    />
  );
}
