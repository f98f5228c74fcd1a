import { Visibility, VisibilityOff } from '../../../components/icons.tsx';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface PasswordFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** The other password box: re-checked whenever this one changes (after the first submit). */
  alsoCheck: FieldPath<T>;
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
}

/**
 * A password box for a password the administrator sets: never autofilled with their own, and
 * with a button to show what was typed. Its confirmation box is re-checked on every change,
 * so 'Passwords do not match' goes away as soon as the two agree.
 */
export function PasswordField<T extends FieldValues>(props: PasswordFieldProps<T>) {
  const { control, name, label, alsoCheck, required, disabled, helperText } = props;
  const [visible, setVisible] = useState(false);
  return (
    <Controller
      name={name}
      control={control}
      rules={{ deps: [alsoCheck] }}
      render={({ field, fieldState }) => (
        <TextField
          name={field.name}
          inputRef={field.ref}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          label={label}
          type={visible ? 'text' : 'password'}
          autoComplete="new-password"
          required={required}
          disabled={disabled}
          error={fieldState.invalid}
          helperText={fieldState.error?.message ?? helperText}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    edge="end"
                    size="small"
                    aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
                    onClick={() => setVisible((shown) => !shown)}
                    disabled={disabled}
                  >
                    {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}
