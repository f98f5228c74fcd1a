import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { FormEventHandler, ReactNode } from 'react';

interface FormFrameProps {
  /** The form's accessible name. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Why the last save failed, shown above the fields. */
  error?: string | null;
  maxWidth: number;
  /** The gap between the frame's rows (MUI spacing units). */
  spacing: number;
  children: ReactNode;
}

/**
 * An edit screen's form: an outlined card with the save failure on top. The browser's own
 * validation is off, so the schema's messages show instead.
 */
export function FormFrame({ label, onSubmit, error, maxWidth, spacing, children }: FormFrameProps) {
  return (
    <Paper
      component="form"
      noValidate
      aria-label={label}
      onSubmit={onSubmit}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, maxWidth }}
    >
      <Stack spacing={spacing}>
        {error ? <Alert severity="error">{error}</Alert> : null}
        {children}
      </Stack>
    </Paper>
  );
}
