import { zodResolver } from '@hookform/resolvers/zod';
import { supplierBody, type SupplierValues } from '@bp/shared/contracts/suppliers.ts';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { FormButtons } from '../../../components/form-fields/form-buttons.tsx';
import { FormFrame } from '../../../components/form-fields/form-frame.tsx';
import { FormSection, fullRow } from '../../../components/form-fields/form-section.tsx';
import { FormTextField } from '../../../components/form-fields/form-text-field.tsx';
import type { SupplierFormValues } from '../model/supplier-form-values.ts';

interface SupplierFormProps {
  initialValues: SupplierFormValues;
  onSubmit: (values: SupplierValues) => Promise<unknown>;
  onCancel: () => void;
  /** The failed save's text, shown above the fields. */
  error?: string | null;
  /** Extra buttons on the left of the action row (Delete on the edit screen). */
  secondaryActions?: ReactNode;
}

/**
 * The supplier form of spec 000 section 5, checked with the same schema the API uses: runs on
 * submit, then on every change. Save reads 'Saving...' while the call is out.
 */
export function SupplierForm({
  initialValues,
  onSubmit,
  onCancel,
  error,
  secondaryActions,
}: SupplierFormProps) {
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm({
    resolver: zodResolver(supplierBody),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: initialValues,
  });

  return (
    <FormFrame label="Supplier" onSubmit={handleSubmit(onSubmit)} error={error} maxWidth={880} spacing={3}>
      <FormSection title="Supplier">
        <FormTextField control={control} name="name" label="Supplier Name" required autoFocus sx={fullRow} />
        <FormTextField control={control} name="contact_name" label="Contact Name" autoComplete="off" />
        <FormTextField
          control={control}
          name="email_address_for_pos"
          label="Email Address for POs"
          type="email"
        />
        <FormTextField control={control} name="phone_number" label="Phone Number" type="tel" />
        <FormTextField control={control} name="fax_number" label="Fax Number" type="tel" />
      </FormSection>
      <FormSection title="Address">
        <FormTextField control={control} name="street_address_1" label="Street Address 1" sx={fullRow} />
        <FormTextField control={control} name="street_address_2" label="Street Address 2" sx={fullRow} />
        <FormTextField control={control} name="city" label="City" />
        <FormTextField control={control} name="state" label="State" />
        <FormTextField control={control} name="zipcode" label="Zipcode" />
        <FormTextField control={control} name="country" label="Country" />
      </FormSection>
      <FormSection title="Notes">
        <FormTextField
          control={control}
          name="custom_text"
          label="Custom Text"
          multiline
          minRows={3}
          sx={fullRow}
        />
      </FormSection>
      <FormButtons onCancel={onCancel} busy={isSubmitting} secondaryActions={secondaryActions} />
    </FormFrame>
  );
}
