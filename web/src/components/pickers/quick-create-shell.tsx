import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';

interface QuickCreateShellProps {
  /** 'New supplier': heading and the form's accessible name. */
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  saving: boolean;
  canSave: boolean;
  failure: string | null;
  children: ReactNode;
}

/**
 * The frame of every quick-create popover: heading, fields, the failure, Cancel and Save
 * ('Saving...' while busy, disabled until the fields are valid).
 */
export function QuickCreateShell({
  title,
  onSubmit,
  onCancel,
  saving,
  canSave,
  failure,
  children,
}: QuickCreateShellProps) {
  return (
    <Box
      component="form"
      noValidate
      aria-label={title}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        // The popover renders in a portal, but React events still bubble to the enclosing form
        // (the material form, say), which must not submit too.
        event.stopPropagation();
        onSubmit(event);
      }}
      sx={{ p: 2.5, width: 340, maxWidth: '100vw' }}
    >
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={2}>
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        {children}
      </Stack>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2.5 }}>
        <Button onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={!canSave || saving}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
      </Box>
    </Box>
  );
}

/** What a picker hands its quick-create form. */
export interface QuickCreateFormProps<T> {
  /** What the user had typed (or the unrecognised raw text). */
  initialName: string;
  onSaveStarted: () => void;
  onSaveFailed: () => void;
  onSaved: (record: T) => void;
  onCancel: () => void;
}
