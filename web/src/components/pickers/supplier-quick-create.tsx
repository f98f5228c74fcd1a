import { zodResolver } from '@hookform/resolvers/zod';
import { supplierMessages, supplierQuickCreateForm, type Supplier } from '@bp/shared/contracts/suppliers.ts';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { failureText } from '../../lib/failure-text.ts';
import { useQuickCreateSupplier } from '../../lib/reference-data/create-supplier.ts';
import { QuickCreateShell, type QuickCreateFormProps } from './quick-create-shell.tsx';

/** The '+ New supplier' popover: a name only ('Supplier Name is required'). */
export function SupplierQuickCreate({ initialName, onSaveStarted, onSaveFailed, onSaved, onCancel }: QuickCreateFormProps<Supplier>) {
  const create = useQuickCreateSupplier();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    formState: { isValid },
  } = useForm({
    resolver: zodResolver(supplierQuickCreateForm),
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
      setFailure(failureText(error, supplierMessages.createFailed));
      onSaveFailed();
    }
  });

  return (
    <QuickCreateShell
      title="New supplier"
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
          <TextField
            {...field}
            label="Supplier Name"
            required
            autoFocus
            size="small"
            error={fieldState.invalid}
            helperText={fieldState.error?.message}
          />
        )}
      />
    </QuickCreateShell>
  );
}
