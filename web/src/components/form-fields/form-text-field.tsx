import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type FormTextFieldProps<T extends FieldValues, Out extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & {
  /** The form's control; `Out` is what its resolver turns the values into. */
  control: Control<T, unknown, Out>;
  name: FieldPath<T>;
};

/**
 * A TextField bound to a react-hook-form field: shows the field's (schema's) message as its
 * helper text. A null value shows as an empty box.
 */
export function FormTextField<T extends FieldValues, Out extends FieldValues = T>({
  control,
  name,
  helperText,
  ...props
}: FormTextFieldProps<T, Out>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          inputRef={field.ref}
          value={(field.value as string | null | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.invalid}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
