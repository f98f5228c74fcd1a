import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { FormEventHandler, ReactNode } from 'react';

interface FormCardProps {
  /** The form's accessible name. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** The admin forms' frame: a card of readable width; the browser's own validation is off (the schema's messages show instead). */
export function FormCard({ label, onSubmit, children }: FormCardProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 720 }}>
      <Stack component="form" noValidate spacing={2.5} aria-label={label} onSubmit={onSubmit}>
        {children}
      </Stack>
    </Paper>
  );
}
