import { zodResolver } from '@hookform/resolvers/zod';
import { customerBody, type Customer } from '@bp/shared/contracts/customers.ts';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { failureText } from '../../lib/failure-text.ts';
import { useQuickCreateCustomer } from '../../lib/reference-data/create-customer.ts';
import { QuickCreateShell, type QuickCreateFormProps } from './quick-create-shell.tsx';

export const CUSTOMER_CREATE_FAILED = 'Failed to create customer';

const customerQuickCreateForm = customerBody.pick({ name: true });

/** The customer picker's popover: a name only; the rest is filled in on the customer screen. */
export function CustomerQuickCreate({ initialName, onSaveStarted, onSaveFailed, onSaved, onCancel }: QuickCreateFormProps<Customer>) {
  const create = useQuickCreateCustomer();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    formState: { isValid },
  } = useForm({
    resolver: zodResolver(customerQuickCreateForm),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: { name: initialName },
  });

  const save = handleSubmit(async ({ name }) => {
    setFailure(null);
    onSaveStarted();
    try {
      onSaved(await create.mutateAsync(name));
    } catch (error) {
      setFailure(failureText(error, CUSTOMER_CREATE_FAILED));
      onSaveFailed();
    }
  });

  return (
    <QuickCreateShell
      title="New customer"
      onSubmit={(event) => void save(event)}
      onCancel={onCancel}
      saving={create.isPending}
      canSave={isValid}
      failure={failure}
    >
      <Controller
        name="name"
        control={control}
        render={({ field, fieldState }) => (
          <TextField {...field} label="Name" required autoFocus size="small" error={fieldState.invalid} helperText={fieldState.error?.message} />
        )}
      />
    </QuickCreateShell>
  );
}
