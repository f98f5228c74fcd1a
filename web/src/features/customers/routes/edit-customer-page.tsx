import { customerMessages, type Customer } from '@bp/shared/contracts/customers.ts';
import { useNavigate } from 'react-router-dom';
import { BackLink } from '../../../components/back-link.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { EditRecord } from '../../../components/record-form/edit-record.tsx';
import { failureText } from '../../../lib/failure-text.ts';
import { useCustomer } from '../api/get-customer.ts';
import { useUpdateCustomer } from '../api/update-customer.ts';
import { CustomerForm } from '../components/customer-form.tsx';
import {
  customerFormValues,
  customerRequestBody,
  type CustomerFormValues,
} from '../model/customer-form-values.ts';

const LIST = '/customers';

/** /customers/edit/{id}: Edit Customer; saving returns to the list. */
export function EditCustomerPage() {
  return (
    <>
      <PageHeader title="Edit Customer" actions={<BackLink to={LIST} label="Back to Customers" />} />
      <EditRecord param="id" useRecord={useCustomer} loadFailed={customerMessages.loadFailed}>
        {(customer, id, version) => <EditCustomer key={version} id={id} customer={customer} />}
      </EditRecord>
    </>
  );
}

function EditCustomer({ id, customer }: { id: number; customer: Customer }) {
  const navigate = useNavigate();
  const update = useUpdateCustomer();

  const onSubmit = async (values: CustomerFormValues) => {
    try {
      await update.mutateAsync({ id, body: customerRequestBody(values) });
      await navigate(LIST);
    } catch {
      // The banner shows update.error.
    }
  };

  return (
    <CustomerForm
      initialValues={customerFormValues(customer)}
      onSubmit={onSubmit}
      onCancel={() => void navigate(LIST)}
      error={update.isError ? failureText(update.error, customerMessages.updateFailed) : null}
    />
  );
}
