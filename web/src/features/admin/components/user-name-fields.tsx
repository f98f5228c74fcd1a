import Stack from '@mui/material/Stack';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from '../../../components/form-fields/form-text-field.tsx';

interface UserNameFieldsProps<T extends FieldValues, Out extends FieldValues> {
  /** A user form's control; its values have first_name and last_name. */
  control: Control<T, unknown, Out>;
  disabled: boolean;
  autoFocus?: boolean;
}

/** The First Name and Last Name boxes of Add User and Edit User, side by side on wide screens. */
export function UserNameFields<T extends { first_name: string; last_name: string }, Out extends FieldValues>({
  control,
  disabled,
  autoFocus,
}: UserNameFieldsProps<T, Out>) {
  // TypeScript cannot resolve a generic form's paths, though T is known to have these two.
  const firstName = 'first_name' as FieldPath<T>;
  const lastName = 'last_name' as FieldPath<T>;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
      <FormTextField
        control={control}
        name={firstName}
        label="First Name"
        required
        autoFocus={autoFocus}
        autoComplete="off"
        disabled={disabled}
      />
      <FormTextField
        control={control}
        name={lastName}
        label="Last Name"
        required
        autoComplete="off"
        disabled={disabled}
      />
    </Stack>
  );
}
