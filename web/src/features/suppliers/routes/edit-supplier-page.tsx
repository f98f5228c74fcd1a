import { idParamObject } from '@bp/shared/contracts/master-data-params.ts';
import { supplierMessages, type SupplierValues } from '@bp/shared/contracts/suppliers.ts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { SignedInOnly } from '../../../components/signed-in-only.tsx';
import { failureText } from '../../../lib/failure-text.ts';
import { errorText } from '../../../lib/api-error.ts';
import { useSupplier } from '../api/get-supplier.ts';
import { useUpdateSupplier } from '../api/update-supplier.ts';
import { BackButton } from '../components/back-button.tsx';
import { DeleteSupplierButton } from '../components/delete-supplier-button.tsx';
import { SupplierForm } from '../components/supplier-form.tsx';
import { supplierFormValues } from '../model/supplier-form-values.ts';

const LIST = '/settings/suppliers';

/** /settings/suppliers/edit/{supplierId}: the supplier form filled in, plus Delete. */
export function EditSupplierPage() {
  const parsed = idParamObject.safeParse({ id: useParams().supplierId });
  return (
    <SignedInOnly message={supplierMessages.signedOut}>
      <PageHeader title="Edit Supplier" actions={<BackButton />} />
      {parsed.success ? (
        <EditSupplier id={parsed.data.id} />
      ) : (
        <Alert severity="error">{supplierMessages.loadFailed}</Alert>
      )}
    </SignedInOnly>
  );
}

function EditSupplier({ id }: { id: number }) {
  const navigate = useNavigate();
  const supplier = useSupplier(id);
  const update = useUpdateSupplier();

  if (supplier.isPending) return <PageLoading />;
  if (supplier.isError) {
    return (
      <Alert severity="error">
        <AlertTitle>{supplierMessages.loadFailed}</AlertTitle>
        {errorText(supplier.error)}
      </Alert>
    );
  }

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
      // A refetched supplier restarts the form with its values.
      key={supplier.dataUpdatedAt}
      initialValues={supplierFormValues(supplier.data)}
      onSubmit={onSubmit}
      onCancel={() => void navigate(LIST)}
      error={update.isError ? failureText(update.error, supplierMessages.updateFailed) : null}
      secondaryActions={
        <DeleteSupplierButton
          supplierId={id}
          supplierName={supplier.data.name}
          onDeleted={() => void navigate(LIST)}
        />
      }
    />
  );
}
