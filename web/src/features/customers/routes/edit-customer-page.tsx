import { customerMessages } from '@bp/shared/contracts/customers.ts';
import { idParamObject } from '@bp/shared/contracts/master-data-params.ts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { failureText } from '../../../lib/failure-text.ts';
import { errorText } from '../../../lib/api-error.ts';
import { useCustomer } from '../api/get-customer.ts';
import { useUpdateCustomer } from '../api/update-customer.ts';
import { BackButton } from '../components/back-button.tsx';
import { CustomerForm } from '../components/customer-form.tsx';
import {
  customerFormValues,
  customerRequestBody,
  type CustomerFormValues,
} from '../model/customer-form-values.ts';

/** /customers/edit/{id}: Edit Customer; saving returns to the list. */
export function EditCustomerPage() {
  const parsed = idParamObject.safeParse({ id: useParams().id });
  return (
    <>
      <PageHeader title="Edit Customer" actions={<BackButton />} />
      {parsed.success ? (
        <EditCustomer id={parsed.data.id} />
      ) : (
        <Alert severity="error">{customerMessages.loadFailed}</Alert>
      )}
    </>
  );
}

function EditCustomer({ id }: { id: number }) {
  const navigate = useNavigate();
  const customer = useCustomer(id);
  const update = useUpdateCustomer();

  if (customer.isPending) return <PageLoading />;
  if (customer.isError) {
    return (
      <Alert severity="error">
        <AlertTitle>{customerMessages.loadFailed}</AlertTitle>
        {errorText(customer.error)}
      </Alert>
    );
  }

  const onSubmit = async (values: CustomerFormValues) => {
    try {
      await update.mutateAsync({ id, body: customerRequestBody(values) });
      await navigate('/customers');
    } catch {
      // The banner shows update.error.
    }
  };

  return (
    <CustomerForm
      key={customer.dataUpdatedAt}
      initialValues={customerFormValues(customer.data)}
      onSubmit={onSubmit}
      onCancel={() => void navigate('/customers')}
      error={update.isError ? failureText(update.error, customerMessages.updateFailed) : null}
    />
  );
}
