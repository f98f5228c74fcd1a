import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.tsx';
import { failureText } from '../../../lib/failure-text.ts';
import { useCreateCustomer } from '../api/create-customer.ts';
import { BackLink } from '../../../components/back-link.tsx';
import { CustomerForm } from '../components/customer-form.tsx';
import {
  customerFormValues,
  customerRequestBody,
  type CustomerFormValues,
} from '../model/customer-form-values.ts';
import { CREATE_CUSTOMER_FAILED } from '../model/customer-texts.ts';

/** /customers/new: Add Customer; saving returns to the list. */
export function NewCustomerPage() {
  const navigate = useNavigate();
  const create = useCreateCustomer();

  const onSubmit = async (values: CustomerFormValues) => {
    try {
      await create.mutateAsync(customerRequestBody(values));
      await navigate('/customers');
    } catch {
      // The banner shows create.error.
    }
  };

  return (
    <>
      <PageHeader title="Add Customer" actions={<BackLink to="/customers" label="Back to Customers" />} />
      <CustomerForm
        initialValues={customerFormValues()}
        onSubmit={onSubmit}
        onCancel={() => void navigate('/customers')}
        error={create.isError ? failureText(create.error, CREATE_CUSTOMER_FAILED) : null}
      />
    </>
  );
}
