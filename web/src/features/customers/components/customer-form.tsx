import { zodResolver } from '@hookform/resolvers/zod';
import { customerBody } from '@bp/shared/contracts/customers.ts';
import MenuItem from '@mui/material/MenuItem';
import { useForm, type Resolver } from 'react-hook-form';
import { FormButtons } from '../../../components/form-fields/form-buttons.tsx';
import { FormFrame } from '../../../components/form-fields/form-frame.tsx';
import { FormSection, fullRow } from '../../../components/form-fields/form-section.tsx';
import { FormTextField } from '../../../components/form-fields/form-text-field.tsx';
import { COUNTRY_OPTIONS } from '../model/countries.ts';
import type { CustomerFormValues } from '../model/customer-form-values.ts';

// raw: the schema checks the values, but the payload is built from what was typed (trimmed, empty ones left out).
const resolver = zodResolver(customerBody, undefined, {
  raw: true,
}) as unknown as Resolver<CustomerFormValues>;

interface CustomerFormProps {
  initialValues: CustomerFormValues;
  /** Gets the form's values as typed; the caller trims them and leaves out the empty ones. */
  onSubmit: (values: CustomerFormValues) => Promise<unknown>;
  onCancel: () => void;
  error?: string | null;
}

/**
 * The customer form (spec 000 sections 3 and 5): only the name is required; checked with the
 * API's schema on submit, then on every change.
 */
export function CustomerForm({ initialValues, onSubmit, onCancel, error }: CustomerFormProps) {
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<CustomerFormValues>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: initialValues,
  });

  return (
    <FormFrame label="Customer" onSubmit={handleSubmit(onSubmit)} error={error} maxWidth={880} spacing={3}>
      <FormSection title="Customer">
        <FormTextField control={control} name="name" label="Name" required autoFocus sx={fullRow} />
        <FormTextField control={control} name="contact_name" label="Contact Name" autoComplete="off" />
        <FormTextField control={control} name="phone_number" label="Phone Number" type="tel" />
        <FormTextField control={control} name="email" label="Email" type="email" sx={fullRow} />
      </FormSection>
      <FormSection title="Address">
        <FormTextField control={control} name="street_address_1" label="Street Address 1" sx={fullRow} />
        <FormTextField control={control} name="street_address_2" label="Street Address 2" sx={fullRow} />
        <FormTextField control={control} name="city" label="City" />
        <FormTextField control={control} name="state_province" label="State/Province" />
        <FormTextField control={control} name="postal_code" label="Postal Code" />
        <FormTextField control={control} name="country" label="Country" select>
          {COUNTRY_OPTIONS.map((option) => (
            <MenuItem key={option.code} value={option.code}>
              {option.label}
            </MenuItem>
          ))}
        </FormTextField>
      </FormSection>
      <FormButtons onCancel={onCancel} busy={isSubmitting} />
    </FormFrame>
  );
}
